#!/usr/bin/env python3
"""Write a 'perfect' outputs file for bikestores-public1 and (optionally) score it.

Usage:
    python3 make_perfect.py [--db /work/extra-data/bikestores.db] [--out perfect.jsonl] [--score]

Each output line is {"id", "final_answer", "sql", "confidence", "citations"} where final_answer is the
gold_sql result shaped to the question's format_hint (scalar hint -> first value of the first row;
list[scalar] -> first column of every row; list[{...}] -> one object per row, keyed by `keys` in
order; it stops on an empty or null gold answer), and citations are the real tables named after FROM/JOIN in gold_sql.
Standard library only.
"""
import argparse
import json
import os
import re
import sqlite3
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
TABLE_RE = re.compile(r"\b(?:FROM|JOIN)\s+([A-Za-z_][A-Za-z0-9_]*)", re.IGNORECASE)


def shape(hint, keys, rows):
    h = hint.strip()
    if h.lower().startswith("list[") and h.endswith("]"):
        inner = h[5:-1].strip()
        if inner.startswith("{"):
            return [{k: (row[i] if i < len(row) else None) for i, k in enumerate(keys)} for row in rows]
        return [row[0] for row in rows]
    return rows[0][0] if rows else None


def has_null(x):
    if x is None:
        return True
    if isinstance(x, dict):
        return any(has_null(v) for v in x.values())
    if isinstance(x, list):
        return any(has_null(v) for v in x)
    return False


def tables(sql, real):
    out = []
    for name in TABLE_RE.findall(sql):
        if name.lower() in real and real[name.lower()] not in out:
            out.append(real[name.lower()])
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--db", default="/work/extra-data/bikestores.db")
    ap.add_argument("--questions", default=os.path.join(HERE, "questions.jsonl"))
    ap.add_argument("--out", default=os.path.join(HERE, "perfect.jsonl"))
    ap.add_argument("--score", action="store_true", help="run /work/shared/eval/score.py on the result")
    a = ap.parse_args()

    con = sqlite3.connect("file:%s?mode=ro" % a.db, uri=True)
    real = {n.lower(): n for (n,) in con.execute("SELECT name FROM sqlite_master WHERE type IN ('table','view')")}
    n = 0
    with open(a.questions, encoding="utf-8") as f, open(a.out, "w", encoding="utf-8") as out:
        for line in f:
            if not line.strip():
                continue
            q = json.loads(line)
            rows = con.execute(q["gold_sql"]).fetchall()
            if not rows:
                raise SystemExit("empty gold for %s" % q["id"])
            ans = shape(q["format_hint"], q.get("keys") or [], rows)
            if has_null(ans) or ans == []:
                raise SystemExit("null or empty gold answer for %s" % q["id"])
            out.write(json.dumps({"id": q["id"], "final_answer": ans, "sql": q["gold_sql"],
                                  "confidence": 1.0, "citations": tables(q["gold_sql"], real)},
                                 ensure_ascii=False) + "\n")
            n += 1
    print("wrote %d outputs to %s" % (n, a.out))
    if a.score:
        subprocess.run([sys.executable, "/work/shared/eval/score.py", "--db", a.db,
                        "--questions", a.questions, "--outputs", a.out], check=False)


if __name__ == "__main__":
    main()
