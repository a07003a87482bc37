#!/usr/bin/env bash
# Validates the desktop entry with desktop-file-validate (desktop-file-utils). Errors and
# warnings fail; hints pass (the entry deliberately names two main categories, Development and
# Utility, so the wizard is found under either). Exit 77 (skipped) without the validator.
set -uo pipefail
entry=$1
if ! command -v desktop-file-validate >/dev/null 2>&1; then
  echo "desktop-file-validate not found (install desktop-file-utils): skipped"
  exit 77
fi
report=$(desktop-file-validate "$entry" 2>&1)
status=$?
[[ -n "$report" ]] && echo "$report"
if [[ $status -ne 0 ]] || grep -qE ': (error|warning): ' <<<"$report"; then
  echo "FAIL: $entry is not a valid desktop entry"
  exit 1
fi
echo "OK: $entry is valid"
