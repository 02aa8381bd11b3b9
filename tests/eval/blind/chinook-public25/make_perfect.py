#!/usr/bin/env python3
"""Write a perfect output file for chinook-public25 and score it.

Each output line: {"id", "final_answer" (gold shaped to the hint exactly as
score.py shapes it), "sql" (the gold_sql), "confidence": 1.0,
"citations" (the tables named in FROM/JOIN of the gold_sql)}.

Usage: python3 make_perfect.py [--db DB] [--out perfect.jsonl] [--no-score]
"""
import argparse
import importlib.util
import json
import os
import sqlite3
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SCORE = "/work/shared/eval/score.py"


def load_score():
    spec = importlib.util.spec_from_file_location("score", SCORE)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--db", default="/work/shared/data/chinook.db")
    ap.add_argument("--questions", default=os.path.join(HERE, "questions.jsonl"))
    ap.add_argument("--out", default="/tmp/chinook-public25-perfect.jsonl")
    ap.add_argument("--no-score", action="store_true")
    a = ap.parse_args()

    sc = load_score()
    con = sqlite3.connect("file:%s?mode=ro" % os.path.abspath(a.db), uri=True)
    db_objects = {}
    for (name,) in con.execute("SELECT name FROM sqlite_master WHERE type IN ('table','view')"):
        db_objects[sc.norm_ident(name)] = name

    n = 0
    with open(a.questions, encoding="utf-8") as f, open(a.out, "w", encoding="utf-8") as out:
        for line in f:
            line = line.strip()
            if not line:
                continue
            q = json.loads(line)
            spec = sc.apply_keys(sc.parse_hint(q["format_hint"]), q.get("keys"))
            rows = con.execute(q["gold_sql"]).fetchall()
            if not rows:
                sys.exit("empty gold for %s" % q["id"])
            ans = sc.shape_gold(spec, rows)
            tables = sc.sql_tables(q["gold_sql"], db_objects)
            out.write(json.dumps({"id": q["id"], "final_answer": ans, "sql": q["gold_sql"],
                                  "confidence": 1.0, "citations": tables}, ensure_ascii=False) + "\n")
            n += 1
    print("wrote %d outputs to %s" % (n, a.out))
    if not a.no_score:
        subprocess.run([sys.executable, SCORE, "--db", a.db, "--questions", a.questions,
                        "--outputs", a.out], check=False)


if __name__ == "__main__":
    main()
