#!/usr/bin/env python3
"""Fails when a shipped language is incomplete.

Refreshes copies of the .ts files from the sources with lupdate first (the same project and
options as `cmake --build build --target update_translations`), so that a tr() string added
without updating the .ts files counts as untranslated too. Then, for zh_CN and zh_TW, every
message must be translated and none marked unfinished or vanished; for English (the source
language) only the plural forms need writing, and they must be there.

  check_translations.py --lupdate LUPDATE --generator GenerateLUpdateProject.cmake
                        --project PROJECT.cmake --ts-dir resources/translations
  check_translations.py --self-test     (shows that a bad file is caught)
"""
import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ElementTree

TRANSLATED_LANGUAGES = ("zh_CN", "zh_TW")


def problems_in(ts_path, source_language):
    """Each message of the file that a reader of that language would see untranslated."""
    found = []
    for context in ElementTree.parse(ts_path).getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            translation = message.find("translation")
            kind = translation.get("type") if translation is not None else "missing"
            if kind in ("obsolete", "vanished") and not source_language:
                found.append(f"{name}: stale entry ({kind}): {source!r}")
                continue
            plural = message.get("numerus") == "yes"
            if source_language and not plural:
                continue   # English shows the source text itself
            forms = [form.text or "" for form in translation.iter("numerusform")] if plural else [translation.text or ""]
            if kind == "unfinished" or not any(form.strip() for form in forms):
                found.append(f"{name}: untranslated: {source!r}")
    return found


def check(ts_dir):
    failures = []
    for file_name in sorted(os.listdir(ts_dir)):
        if not file_name.endswith(".ts"):
            continue
        language = file_name[len("cudnn-setup_"):-len(".ts")]
        for problem in problems_in(os.path.join(ts_dir, file_name), language not in TRANSLATED_LANGUAGES):
            failures.append(f"{file_name}: {problem}")
    return failures


def refreshed_copy(args, work):
    for file_name in os.listdir(args.ts_dir):
        if file_name.endswith(".ts"):
            shutil.copy(os.path.join(args.ts_dir, file_name), work)
    project = os.path.join(work, "project.json")
    subprocess.run(["cmake", f"-DIN_FILE={args.project}", f"-DOUT_FILE={project}", "-P", args.generator], check=True)
    ts_files = sorted(os.path.join(work, f) for f in os.listdir(work) if f.endswith(".ts"))
    subprocess.run([args.lupdate, "-project", project, "-no-obsolete", "-locations", "none", "-silent", "-ts", *ts_files],
                   check=True)
    return work


def self_test():
    """A file with one unfinished Chinese message and one English plural without forms fails."""
    with tempfile.TemporaryDirectory() as work:
        sample = ('<?xml version="1.0" encoding="utf-8"?><!DOCTYPE TS><TS version="2.1" language="{lang}">'
                  '<context><name>Sample</name>'
                  '<message><source>Ready</source><translation{unfinished}>{text}</translation></message>'
                  '<message numerus="yes"><source>%n file(s)</source><translation><numerusform>{plural}</numerusform></translation></message>'
                  '</context></TS>')
        with open(os.path.join(work, "cudnn-setup_zh_CN.ts"), "w", encoding="utf-8") as f:
            f.write(sample.format(lang="zh_CN", unfinished=' type="unfinished"', text="就绪", plural="%n 个文件"))
        with open(os.path.join(work, "cudnn-setup_en.ts"), "w", encoding="utf-8") as f:
            f.write(sample.format(lang="en", unfinished=' type="unfinished"', text="", plural=""))
        failures = check(work)
        expected = ["cudnn-setup_en.ts: Sample: untranslated: '%n file(s)'", "cudnn-setup_zh_CN.ts: Sample: untranslated: 'Ready'"]
        if failures != expected:
            print("self-test: expected", expected, "got", failures)
            return 1
    print("self-test: an unfinished translation and a missing plural are caught")
    return 0


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--lupdate")
    parser.add_argument("--generator")
    parser.add_argument("--project")
    parser.add_argument("--ts-dir")
    parser.add_argument("--self-test", action="store_true")
    args = parser.parse_args()
    if args.self_test:
        return self_test()
    if not os.path.isfile(args.project):
        print(f"{args.project} is missing: build the project first (cmake --build --preset default).")
        return 1
    with tempfile.TemporaryDirectory() as work:
        failures = check(refreshed_copy(args, work))
    for failure in failures:
        print(failure)
    if failures:
        print(f"{len(failures)} message(s) untranslated. Run `cmake --build build --target update_translations` and "
              "translate them in resources/translations (Qt Linguist, or by hand).")
        return 1
    print("every message is translated in every shipped language")
    return 0


if __name__ == "__main__":
    sys.exit(main())
