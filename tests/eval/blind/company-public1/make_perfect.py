#!/usr/bin/env python3
"""Write perfect.jsonl for company-public1: every gold_sql run on company.db, shaped to its format hint
the way /work/shared/eval/score.py shapes gold, with the tables the SQL reads as citations.

Usage: python3 make_perfect.py [--db /work/extra-data/company.db] [--out perfect.jsonl]
Then:  python3 /work/shared/eval/score.py --db /work/extra-data/company.db \
           --questions questions.jsonl --outputs perfect.jsonl
"""
import argparse
import importlib.util
import json
import os
import sqlite3

HERE = os.path.dirname(os.path.abspath(__file__))
SCORE_PY = "/work/shared/eval/score.py"


def load_score():
    spec = importlib.util.spec_from_file_location("score", SCORE_PY)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--db", default="/work/extra-data/company.db")
    ap.add_argument("--questions", default=os.path.join(HERE, "questions.jsonl"))
    ap.add_argument("--out", default=os.path.join(HERE, "perfect.jsonl"))
    args = ap.parse_args()
    score = load_score()
    con = sqlite3.connect("file:%s?mode=ro" % os.path.abspath(args.db), uri=True)
    db_objects = {score.norm_ident(n): n for (n,) in
                  con.execute("SELECT name FROM sqlite_master WHERE type IN ('table','view')")}
    n = 0
    with open(args.questions, encoding="utf-8") as f, open(args.out, "w", encoding="utf-8") as out:
        for line in f:
            if not line.strip():
                continue
            q = json.loads(line)
            spec = score.apply_keys(score.parse_hint(q["format_hint"]), q.get("keys"))
            rows = con.execute(q["gold_sql"]).fetchall()
            assert rows, "empty gold: %s" % q["id"]
            gold = score.shape_gold(spec, rows)
            assert gold is not None and gold != [], "null gold: %s" % q["id"]
            tables = score.sql_tables(q["gold_sql"], db_objects)
            out.write(json.dumps({"id": q["id"], "final_answer": gold, "sql": q["gold_sql"],
                                  "confidence": 1.0, "explanation": "gold answer",
                                  "citations": tables}, ensure_ascii=False) + "\n")
            n += 1
    print("wrote %s (%d lines)" % (args.out, n))


if __name__ == "__main__":
    main()
