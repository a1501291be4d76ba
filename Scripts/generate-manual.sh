#!/usr/bin/env bash
# Writes docs/man/segue.1 with swift-argument-parser's generate-manual plugin.
#
# The page is dated with the CHANGELOG's latest release, so the same release always gives the same
# bytes. The plugin's EXIT STATUS section only says "0 on success, >0 on error" (mdoc's .Ex -std);
# the "Exit codes" table of docs/reference/terminal.md replaces it, so the two never differ (ExitStatusTests holds
# them together). A test fails when an option is missing from the committed page.
set -euo pipefail
cd "$(dirname "$0")/.."

date=$(sed -n 's/^## \[\{0,1\}[0-9][0-9.]*\]\{0,1\} - \([0-9-]*\).*/\1/p' CHANGELOG.md | head -n 1)
[ -n "$date" ] || { echo "error: CHANGELOG.md has no release heading like '## 0.1.0 - 2026-11-23'" >&2; exit 1; }

swift package plugin generate-manual --configuration debug --date "$date" --authors "The Segue authors" >&2
generated=.build/plugins/GenerateManual/outputs/SegueCLI/segue.1
python3 - "$generated" docs/man/segue.1 docs/reference/terminal.md <<'PY'
import re, sys
text = open(sys.argv[1]).read()
head, marker, _ = text.partition('.Sh "EXIT STATUS"\n')
if not marker:
    sys.exit("error: the generated page has no EXIT STATUS section")
readme = open(sys.argv[3]).read()
section = readme.split('## Exit codes\n', 1)
if len(section) < 2:
    sys.exit("error: docs/reference/terminal.md has no '## Exit codes' section")
rows = re.findall(r'^\| ([0-9][0-9, ]*) \| (.*) \|$', section[1].split('\n#', 1)[0], re.M)
if not rows:
    sys.exit("error: the Exit codes section of docs/reference/terminal.md has no table rows")
# One item a status; Markdown's backticks dropped (mdoc has no code spans in running text).
items = ''.join('.It %s\n%s\n' % (status, meaning.replace('`', '')) for status, meaning in rows)
exit_status = '.Sh "EXIT STATUS"\n.Bl -tag -width 4n\n' + items + '.El\n'
rest = _.split('.Sh ', 1)
tail = '.Sh ' + rest[1] if len(rest) > 1 else ''
open(sys.argv[2], 'w').write(head + exit_status + tail)
PY
echo "wrote docs/man/segue.1" >&2
