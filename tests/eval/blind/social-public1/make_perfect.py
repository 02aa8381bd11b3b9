#!/usr/bin/env python3
"""Check every gold answer of questions.jsonl and write a perfect answer file.

Usage: python3 make_perfect.py [--db /work/extra-data/social.db] [--out perfect.jsonl]

Runs each gold_sql with sqlite3 on the database, shapes the rows the way
/work/shared/eval/score.py does (scalar hint -> first column of the first row;
list[scalar] -> first column of every row; list[{...}] -> one object per row keyed
by the question's `keys`), stops on an empty or null answer, on more than 100 rows
or on a column count that does not match the keys, and writes one output line per
question with the gold SQL and the tables it reads as citations.
Then score it:
  python3 /work/shared/eval/score.py --db /work/extra-data/social.db \
      --questions questions.jsonl --outputs perfect.jsonl
"""
import argparse
import json
import os
import re
import sqlite3
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def shape(hint, keys, rows):
    h = hint.strip()
    if h.startswith("list[") and h.endswith("]"):
        if h[5:-1].strip().startswith("{"):
            return [dict(zip(keys, r)) for r in rows]
        return [r[0] for r in rows]
    return rows[0][0] if rows else None


def has_null(x):
    if x is None:
        return True
    if isinstance(x, list):
        return any(has_null(v) for v in x)
    if isinstance(x, dict):
        return any(v is None for v in x.values())
    return False


def tables_of(sql, names):
    out = []
    for m in re.finditer(r"\b(?:FROM|JOIN)\s+([A-Za-z_][A-Za-z0-9_]*)", sql, re.I):
        t = names.get(m.group(1).lower())
        if t and t not in out:
            out.append(t)
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--db", default="/work/extra-data/social.db")
    ap.add_argument("--questions", default=os.path.join(HERE, "questions.jsonl"))
    ap.add_argument("--out", default=os.path.join(HERE, "perfect.jsonl"))
    a = ap.parse_args()
    con = sqlite3.connect("file:%s?mode=ro" % os.path.abspath(a.db), uri=True)
    names = {r[0].lower(): r[0] for r in
             con.execute("SELECT name FROM sqlite_master WHERE type IN ('table','view')")}
    with open(a.questions, encoding="utf-8") as f:
        qs = [json.loads(l) for l in f if l.strip()]
    ids = [q["id"] for q in qs]
    if len(set(ids)) != len(ids):
        sys.exit("duplicate ids")
    out, problems = [], 0
    for q in qs:
        rows = con.execute(q["gold_sql"]).fetchall()
        ans = shape(q["format_hint"], q.get("keys"), rows)
        bad = []
        if not rows or ans in (None, [], ""):
            bad.append("empty")
        if has_null(ans):
            bad.append("null")
        if len(rows) > 100:
            bad.append("%d rows" % len(rows))
        if q.get("keys") and rows and len(rows[0]) != len(q["keys"]):
            bad.append("%d columns for %d keys" % (len(rows[0]), len(q["keys"])))
        if "{" in q["format_hint"] and not q.get("keys"):
            bad.append("object hint without keys")
        problems += bool(bad)
        print("%-52s rows=%-3d %s" % (q["id"], len(rows), ", ".join(bad) or "ok"))
        out.append({"id": q["id"], "final_answer": ans, "sql": q["gold_sql"], "confidence": 1.0,
                    "citations": tables_of(q["gold_sql"], names)})
    with open(a.out, "w", encoding="utf-8") as f:
        for o in out:
            f.write(json.dumps(o, ensure_ascii=False) + "\n")
    print("wrote %s (%d lines), %d problem(s)" % (a.out, len(out), problems))
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
