#!/usr/bin/env bash
# Writes docs/man/segue.1 with swift-argument-parser's generate-manual plugin.
#
# The page is dated with the CHANGELOG's latest release, so the same release always gives the same
# bytes. The plugin's EXIT STATUS section only says "0 on success, >0 on error" (mdoc's .Ex -std);
# segue's three statuses replace it. A test fails when an option is missing from the committed page.
set -euo pipefail
cd "$(dirname "$0")/.."

date=$(sed -n 's/^## \[\{0,1\}[0-9][0-9.]*\]\{0,1\} - \([0-9-]*\).*/\1/p' CHANGELOG.md | head -n 1)
[ -n "$date" ] || { echo "error: CHANGELOG.md has no release heading like '## 0.1.0 - 2026-11-23'" >&2; exit 1; }

swift package plugin generate-manual --configuration debug --date "$date" --authors "The Segue authors" >&2
generated=.build/plugins/GenerateManual/outputs/SegueCLI/segue.1
python3 - "$generated" docs/man/segue.1 <<'PY'
import sys
text = open(sys.argv[1]).read()
head, marker, _ = text.partition('.Sh "EXIT STATUS"\n')
if not marker:
    sys.exit("error: the generated page has no EXIT STATUS section")
exit_status = '''.Sh "EXIT STATUS"
.Bl -tag -width 4n
.It 0
Success: everything checked is valid and no run has an error-level finding.
.It 1
Invalid input, an error-level finding (a warning too with
.Fl -strict ) ,
or a file that could not be read or written.
.It 64
A wrong command line: an unknown option, a missing or malformed value (EX_USAGE in
.Xr sysexits 3 ) .
.El
'''
rest = _.split('.Sh ', 1)
tail = '.Sh ' + rest[1] if len(rest) > 1 else ''
open(sys.argv[2], 'w').write(head + exit_status + tail)
PY
echo "wrote docs/man/segue.1" >&2
