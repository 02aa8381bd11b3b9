#!/usr/bin/env python3
"""Check every gold query of questions.jsonl and write a perfect answer file.

Usage: python3 make_perfect.py [--db /work/extra-data/hr.db] [--questions Q] [--out perfect.jsonl]

For each question: run gold_sql with sqlite3 (read-only), shape the rows the way
/work/shared/eval/score.py shapes gold (scalar hint -> first column of the first row;
list[scalar] -> first column of every row; list[{...}] -> one object per row keyed by
`keys` in order), and report problems: no rows, NULL anywhere in the answer, more than
100 rows, a column count that differs from `keys`, or an ORDER BY missing on a
multi-row answer. Then write one output line per question:
{"id", "final_answer", "sql", "confidence": 1.0, "citations": [tables/views in FROM/JOIN]}.
Score with:
  python3 /work/shared/eval/score.py --db /work/extra-data/hr.db \
      --questions questions.jsonl --outputs perfect.jsonl
"""
import argparse
import json
import os
import re
import sqlite3

HERE = os.path.dirname(os.path.abspath(__file__))


def shape(hint, keys, rows):
    h = hint.strip()
    if h.startswith("list[") and h.endswith("]"):
        if h[5:-1].strip().startswith("{"):
            return [dict(zip(keys, r)) for r in rows]
        return [r[0] for r in rows]
    if not rows:
        return None
    return rows[0][0]


def nulls(x):
    if x is None:
        return True
    if isinstance(x, list):
        return any(nulls(v) for v in x)
    if isinstance(x, dict):
        return any(v is None for v in x.values())
    return False


def cited_tables(sql, objects):
    out = []
    for m in re.finditer(r"\b(?:FROM|JOIN)\s+([A-Za-z_][A-Za-z0-9_]*)", sql, re.I):
        name = m.group(1).lower()
        if name in objects and name not in out:
            out.append(name)
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--db", default="/work/extra-data/hr.db")
    ap.add_argument("--questions", default=os.path.join(HERE, "questions.jsonl"))
    ap.add_argument("--out", default=os.path.join(HERE, "perfect.jsonl"))
    a = ap.parse_args()

    con = sqlite3.connect("file:%s?mode=ro" % a.db, uri=True)
    objects = {r[0].lower() for r in con.execute(
        "SELECT name FROM sqlite_master WHERE type IN ('table', 'view')")}
    with open(a.questions, encoding="utf-8") as f:
        qs = [json.loads(line) for line in f if line.strip()]

    lines, bad_total = [], 0
    for q in qs:
        rows = con.execute(q["gold_sql"]).fetchall()
        ans = shape(q["format_hint"], q.get("keys"), rows)
        bad = []
        if not rows or ans in (None, [], ""):
            bad.append("empty")
        if nulls(ans):
            bad.append("null")
        if len(rows) > 100:
            bad.append("%d rows" % len(rows))
        if q.get("keys") and rows and len(rows[0]) != len(q["keys"]):
            bad.append("columns %d != keys %d" % (len(rows[0]), len(q["keys"])))
        if len(rows) > 1 and "ORDER BY" not in q["gold_sql"].upper():
            bad.append("no ORDER BY")
        bad_total += bool(bad)
        print("%-50s %3d row(s)  %s" % (q["id"], len(rows), ", ".join(bad) or "ok"))
        lines.append({"id": q["id"], "final_answer": ans, "sql": q["gold_sql"],
                      "confidence": 1.0, "citations": cited_tables(q["gold_sql"], objects)})

    with open(a.out, "w", encoding="utf-8") as f:
        for o in lines:
            f.write(json.dumps(o, ensure_ascii=False) + "\n")
    print("%d questions, %d with problems; wrote %s" % (len(qs), bad_total, a.out))


if __name__ == "__main__":
    main()
