#!/usr/bin/env python3
"""Write a perfect answer file for questions.jsonl and check every gold answer.

Usage: python3 make_perfect.py [--db /work/extra-data/pizza.db] [--out perfect.jsonl]
Runs each gold_sql with sqlite3, shapes the rows as score.py does (scalar hint ->
first column of first row; list[scalar] -> first column of every row; list[{..}] ->
objects keyed by `keys`), fails on empty or null answers, and writes one output line
per question with the table names the SQL reads as citations.
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
        inner = h[5:-1].strip()
        if inner.startswith("{"):
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


def tables(sql, names):
    found = []
    for m in re.finditer(r"\b(?:FROM|JOIN)\s+([A-Za-z_][A-Za-z0-9_]*)", sql, re.I):
        t = m.group(1).lower()
        if t in names and t not in found:
            found.append(t)
    return found


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--db", default="/work/extra-data/pizza.db")
    ap.add_argument("--questions", default=os.path.join(HERE, "questions.jsonl"))
    ap.add_argument("--out", default=os.path.join(HERE, "perfect.jsonl"))
    a = ap.parse_args()
    con = sqlite3.connect("file:%s?mode=ro" % a.db, uri=True)
    names = {r[0].lower() for r in con.execute("SELECT name FROM sqlite_master WHERE type IN ('table','view')")}
    out = []
    problems = 0
    with open(a.questions, encoding="utf-8") as f:
        qs = [json.loads(l) for l in f if l.strip()]
    for q in qs:
        rows = con.execute(q["gold_sql"]).fetchall()
        ans = shape(q["format_hint"], q.get("keys"), rows)
        n = len(rows)
        bad = []
        if not rows or ans in (None, [], ""):
            bad.append("empty")
        if has_null(ans):
            bad.append("null")
        if n > 100:
            bad.append("%d rows" % n)
        if q.get("keys") and rows and len(rows[0]) != len(q["keys"]):
            bad.append("column count %d != keys %d" % (len(rows[0]), len(q["keys"])))
        if bad:
            problems += 1
        print("%-48s rows=%-3d %s" % (q["id"], n, ", ".join(bad) or "ok"))
        out.append({"id": q["id"], "final_answer": ans, "sql": q["gold_sql"], "confidence": 1.0,
                    "citations": tables(q["gold_sql"], names)})
    with open(a.out, "w", encoding="utf-8") as f:
        for o in out:
            f.write(json.dumps(o, ensure_ascii=False) + "\n")
    print("wrote %s (%d lines), %d problem(s)" % (a.out, len(out), problems))


if __name__ == "__main__":
    main()
