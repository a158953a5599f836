package org.orrery.sample.operators;

import java.util.ArrayList;
import java.util.Dictionary;
import java.util.Hashtable;
import java.util.List;
import java.util.Map;

import org.orrery.operator.api.EventPredicate;
import org.orrery.operator.api.OperatorContext;
import org.orrery.operator.api.OperatorFactory;
import org.orrery.operator.api.Parameters;
import org.osgi.framework.BundleContext;
import org.osgi.framework.ServiceRegistration;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Deactivate;

/**
 * The sample operator types: one {@link OperatorFactory} service for each, registered while this Declarative Services
 * component is active (that is, while the bundle is started).
 */
@Component(immediate = true, service = {})
public final class SampleOperators {

    static final Map<String, OperatorFactory> TYPES = Map.of("org.orrery.sample.source", RateSource::new,
            "org.orrery.sample.filter", PredicateFilter::new, "org.orrery.sample.transform", LinearTransform::new,
            "org.orrery.sample.merge", Merge::new, "org.orrery.sample.aggregate", HighLowAggregate::new,
            "org.orrery.sample.application", SampleOperators::application, "org.orrery.sample.bounce",
            context -> new Bounce(Operators.views(context.parameters())), "org.orrery.sample.router",
            ContentRouter::new, "org.orrery.sample.replay", ReplaySource::new, "org.orrery.sample.locator",
            Locator::new);

    private final List<ServiceRegistration<OperatorFactory>> registrations = new ArrayList<>();

    @Activate
    void register(BundleContext bundle) {
        TYPES.forEach((type, factory) -> {
            Dictionary<String, Object> properties = new Hashtable<>();
            properties.put(OperatorFactory.TYPE_PROPERTY, type);
            registrations.add(bundle.registerService(OperatorFactory.class, factory, properties));
        });
    }

    @Deactivate
    void unregister() {
        registrations.forEach(ServiceRegistration::unregister);
        registrations.clear();
    }

    /**
     * The application: with {@code batches=false}, one that takes every event in a call of its own, as an operator
     * written before SPI 1.5 does (a comparison of what batches save).
     */
    private static MeasuringSink application(OperatorContext context) {
        Parameters parameters = context.parameters();
        String interest = parameters.string("predicate", "");
        EventPredicate predicate = interest.isBlank() ? null : context.compilePredicate(interest);
        long work = parameters.longValue("workMicrosPerEvent", 0);
        boolean readBody = parameters.booleanValue("readBody", false);
        return parameters.booleanValue("batches", true)
                ? new MeasuringSink.Batches(work, predicate, context::compilePredicate, readBody,
                        Operators.views(parameters))
                : new MeasuringSink(work, predicate, context::compilePredicate, readBody, Operators.views(parameters));
    }
}
