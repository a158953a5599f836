package org.orrery.agent;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Parses {@code --name value} options of the agent processes, naming any that is unknown, repeated or missing. */
final class AgentOptions {

    private AgentOptions() {
    }

    static Map<String, String> parse(String[] args, List<String> required, List<String> optional) {
        Map<String, String> options = new LinkedHashMap<>();
        for (int i = 0; i < args.length; i++) {
            String arg = args[i];
            if (!arg.startsWith("--")) {
                throw new IllegalArgumentException("unexpected argument '" + arg + "'");
            }
            String name = arg.substring(2);
            if (!required.contains(name) && !optional.contains(name)) {
                throw new IllegalArgumentException("unknown option --" + name);
            }
            if (i + 1 >= args.length) {
                throw new IllegalArgumentException("option --" + name + " needs a value");
            }
            if (options.put(name, args[++i]) != null) {
                throw new IllegalArgumentException("option --" + name + " is given twice");
            }
        }
        for (String name : required) {
            if (!options.containsKey(name)) {
                throw new IllegalArgumentException("option --" + name + " is required");
            }
        }
        return options;
    }
}
