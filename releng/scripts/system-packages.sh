#!/usr/bin/env bash
# The Debian packages Orrery's tests need, in one place: sourced by ./orrery test and .ci/run.
#   xvfb, xauth    a headless display for the UI tests
#   libgtk-3-0     GTK 3, the toolkit SWT draws the workbench with
#   xdotool        real mouse and keyboard input through the X server in the UI tests
#   x11-utils      xmessage: another application's window, which takes the focus from the workbench in a UI test
#   iproute2       network namespaces for the lab of several hosts (CLI checks as root)
#   python3, python3-venv, curl
#                  the API fuzzing check installs Schemathesis from PyPI into a venv and calls the agents directly
#   openssh-server, openssh-client
#                  the SSH sandbox (lab sandbox): an sshd per namespace host, and ssh-keygen for its keys
#   prometheus     a real Prometheus (and promtool) scrapes a lab and raises its alerts from the exported rules
ORRERY_SYSTEM_PACKAGES=(xvfb xauth libgtk-3-0 xdotool x11-utils iproute2 python3 python3-venv curl openssh-server openssh-client prometheus)

# Installs the missing packages as root; otherwise names them with the exact apt-get line and fails.
ensure_system_packages() {
  local package missing=()
  command -v dpkg >/dev/null || { echo "orrery: no dpkg here; make sure these are installed: ${ORRERY_SYSTEM_PACKAGES[*]}" >&2; return 0; }
  for package in "${ORRERY_SYSTEM_PACKAGES[@]}"; do
    dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  if [ "$(id -u)" -ne 0 ]; then
    echo "orrery: the tests need ${missing[*]}; install them with:" >&2
    echo "  sudo apt-get install -y --no-install-recommends ${missing[*]}" >&2
    return 1
  fi
  echo "orrery: installing ${missing[*]}" >&2
  apt-get update -qq || return 1
  # packages only, no services: openssh-server would otherwise start a system-wide sshd where an init system runs;
  # the tests start their own SSH servers inside network namespaces (Debian's policy-rc.d, removed again after)
  local policy=""
  if [ ! -e /usr/sbin/policy-rc.d ]; then
    policy=/usr/sbin/policy-rc.d
    printf '#!/bin/sh\nexit 101\n' > "$policy" && chmod +x "$policy"
  fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  local status=$?
  [ -n "$policy" ] && rm -f "$policy"
  return $status
}
