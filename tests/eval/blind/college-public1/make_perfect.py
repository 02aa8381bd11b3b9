#!/usr/bin/env python3
"""Write perfect.jsonl for college-public1: every gold_sql run on the database and shaped
to its format hint the way /work/shared/eval/score.py shapes gold, then score it:

  python3 make_perfect.py [--db /work/extra-data/college.db]
  python3 /work/shared/eval/score.py --db /work/extra-data/college.db \
      --questions questions.jsonl --outputs perfect.jsonl
"""
import argparse
import json
import os
import re
import sqlite3
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, "/work/shared/eval")
import score  # noqa: E402  (parse_hint, apply_keys, shape_gold, sql_tables, norm_ident)


def tables_used(sql, objs):
    """Every table of the database named anywhere in the SQL (comma joins and subqueries too)."""
    words = {score.norm_ident(w) for w in re.findall(r"[A-Za-z_][A-Za-z0-9_]*", sql)}
    return sorted(objs[k] for k in objs if k in words)


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
    ap.add_argument("--db", default="/work/extra-data/college.db")
    ap.add_argument("--questions", default=os.path.join(HERE, "questions.jsonl"))
    ap.add_argument("--out", default=os.path.join(HERE, "perfect.jsonl"))
    a = ap.parse_args()
    con = sqlite3.connect("file:%s?mode=ro" % os.path.abspath(a.db), uri=True)
    objs = {score.norm_ident(n): n for (n,) in
            con.execute("SELECT name FROM sqlite_master WHERE type IN ('table','view')")}
    n = 0
    with open(a.questions, encoding="utf-8") as f, open(a.out, "w", encoding="utf-8") as out:
        for line in f:
            if not line.strip():
                continue
            q = json.loads(line)
            spec = score.apply_keys(score.parse_hint(q["format_hint"]), q.get("keys"))
            rows = con.execute(q["gold_sql"]).fetchall()
            assert rows, "empty gold for %s" % q["id"]
            gold = score.shape_gold(spec, rows)
            assert gold is not None and gold != [] and not has_null(gold), q["id"]
            assert len(rows) <= 100, q["id"]
            out.write(json.dumps({
                "id": q["id"],
                "final_answer": gold,
                "sql": q["gold_sql"],
                "confidence": 1.0,
                "explanation": "gold",
                "citations": tables_used(q["gold_sql"], objs),
            }, ensure_ascii=False) + "\n")
            n += 1
    print("wrote %d lines to %s" % (n, a.out))


if __name__ == "__main__":
    main()
