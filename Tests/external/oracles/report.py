"""Audits a generated definition with a baraudit binary and reads its JSON report back."""
import json
import subprocess


def audit(binary, definition, out):
    """Writes DEFINITION to OUT.json, audits it into OUT-out/ and returns the JSON report."""
    json.dump(definition, open(out + '.json', 'w'), ensure_ascii=False)
    subprocess.run([binary, 'audit', out + '.json', '--format', 'json', '--output', out + '-out', '--quiet'], stdout=subprocess.DEVNULL)
    return json.load(open(out + '-out/baraudit.json'))


def located_defects(report, rules, clean=False):
    """Each defect of RULES with each of its locales; with CLEAN, a file with input problems is an error."""
    for file in report['files']:
        assert not clean or not file['diagnostics'], file['diagnostics'][:3]
        for defect in file['defects']:
            if defect['rule'] in rules:
                for locale in defect.get('locales') or []:
                    yield defect, locale
