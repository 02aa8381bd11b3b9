#!/usr/bin/env python3
"""Write perfect.jsonl for pubs-public1: each gold_sql run on pubs.db, shaped to the question's hint
with the scorer's own helpers, and cited with every table its FROM/JOIN names.
Usage: python3 make_perfect.py [--db /work/extra-data/pubs.db] [--out perfect.jsonl]"""
import argparse
import importlib.util
import json
import os
import sqlite3

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("score", "/work/shared/eval/score.py")
score = importlib.util.module_from_spec(spec)
spec.loader.exec_module(score)

ap = argparse.ArgumentParser()
ap.add_argument("--db", default="/work/extra-data/pubs.db")
ap.add_argument("--questions", default=os.path.join(HERE, "questions.jsonl"))
ap.add_argument("--out", default=os.path.join(HERE, "perfect.jsonl"))
args = ap.parse_args()

con = sqlite3.connect(args.db)
objs = {score.norm_ident(n): n for (n,) in con.execute("SELECT name FROM sqlite_master WHERE type IN ('table','view')")}
n = 0
with open(args.out, "w", encoding="utf-8") as f:
    for line in open(args.questions, encoding="utf-8"):
        if not line.strip():
            continue
        q = json.loads(line)
        spec_ = score.apply_keys(score.parse_hint(q["format_hint"]), q.get("keys"))
        rows = con.execute(q["gold_sql"]).fetchall()
        ans = score.shape_gold(spec_, rows)
        out = {"id": q["id"], "final_answer": ans, "sql": q["gold_sql"], "confidence": 1.0,
               "citations": score.sql_tables(q["gold_sql"], objs)}
        f.write(json.dumps(out, ensure_ascii=False) + "\n")
        n += 1
print("wrote %d lines to %s" % (n, args.out))
