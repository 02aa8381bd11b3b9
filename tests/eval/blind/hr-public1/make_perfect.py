#!/usr/bin/env python3
"""Writes perfect.jsonl for hr-public1: every gold_sql is run on the database and shaped
to its format hint with the scorer's own functions, so score.py must report every question correct.

Usage: python3 make_perfect.py [--db DB] [--questions questions.jsonl] [--out perfect.jsonl]
"""
import argparse
import importlib.util
import json
import os
import sqlite3

HERE = os.path.dirname(os.path.abspath(__file__))
SCORER = "/work/shared/eval/score.py"


def load_scorer():
    spec = importlib.util.spec_from_file_location("score", SCORER)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def has_null(x):
    if x is None:
        return True
    if isinstance(x, dict):
        return any(has_null(v) for v in x.values())
    if isinstance(x, list):
        return any(has_null(v) for v in x)
    return False


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--db", default="/work/extra-data/hr.db")
    ap.add_argument("--questions", default=os.path.join(HERE, "questions.jsonl"))
    ap.add_argument("--out", default=os.path.join(HERE, "perfect.jsonl"))
    args = ap.parse_args()

    sc = load_scorer()
    con = sqlite3.connect("file:%s?mode=ro" % os.path.abspath(args.db), uri=True)
    db_objects = {}
    for (name,) in con.execute("SELECT name FROM sqlite_master WHERE type IN ('table','view')"):
        db_objects[sc.norm_ident(name)] = name

    n = 0
    with open(args.questions, encoding="utf-8") as f, open(args.out, "w", encoding="utf-8") as out:
        for line in f:
            if not line.strip():
                continue
            q = json.loads(line)
            spec = sc.apply_keys(sc.parse_hint(q["format_hint"]), q.get("keys"))
            rows = con.execute(q["gold_sql"]).fetchall()
            if not rows:
                raise SystemExit("empty gold: %s" % q["id"])
            gold = sc.shape_gold(spec, rows)
            if sc.is_empty(gold) or has_null(gold):
                raise SystemExit("empty or null in gold: %s" % q["id"])
            if isinstance(gold, list) and len(gold) > 100:
                raise SystemExit("more than 100 rows: %s" % q["id"])
            rec = {
                "id": q["id"],
                "final_answer": gold,
                "sql": q["gold_sql"],
                "confidence": 1.0,
                "citations": sc.sql_tables(q["gold_sql"], db_objects),
            }
            out.write(json.dumps(rec, ensure_ascii=False) + "\n")
            n += 1
    print("wrote %d answers to %s" % (n, args.out))


if __name__ == "__main__":
    main()
