"""Counts checks for the scripts in this folder and prints their closing 'NAME: N passed, N failed' line."""
import sys


class Checklist:
    def __init__(self, name):
        self.name, self.passed, self.failed = name, 0, 0

    def check(self, what, problems):
        if problems:
            self.failed += 1
            for problem in problems[:30]:
                print(f"FAIL {what}: {problem}")
        else:
            self.passed += 1
            print(f"ok   {what}")

    def finish(self):
        print(f"{self.name}: {self.passed} passed, {self.failed} failed")
        sys.exit(1 if self.failed else 0)
