#!/usr/bin/env python3
"""Write a perfect output file for northwind-public33 (gold shaped to each hint) and score it.

Usage: python3 make_perfect.py [--db DB] [--out perfect.jsonl]
"""
import argparse, json, os, re, sqlite3, subprocess, sys

HERE = os.path.dirname(os.path.abspath(__file__))
ap = argparse.ArgumentParser()
ap.add_argument("--db", default="/work/shared/data/northwind-classic.db")
ap.add_argument("--out", default="/tmp/np33_perfect.jsonl")
ap.add_argument("--score", default="/work/shared/eval/score.py")
args = ap.parse_args()

TABLE_RE = re.compile(r"\b(?:FROM|JOIN)\s+(?:\"([^\"]+)\"|\[([^\]]+)\]|`([^`]+)`|([A-Za-z_][A-Za-z0-9_]*))", re.I)
con = sqlite3.connect("file:%s?mode=ro" % os.path.abspath(args.db), uri=True)
real = {n.lower().replace(" ", ""): n for (n,) in con.execute("SELECT name FROM sqlite_master WHERE type IN ('table','view')")}

def tables(sql):
    out = []
    for m in TABLE_RE.finditer(sql):
        name = next(g for g in m.groups() if g is not None)
        key = name.lower().replace(" ", "")
        if key in real and real[key] not in out:
            out.append(real[key])
    return out

def shape(hint, keys, rows):
    if hint.startswith("list[{"):
        return [dict(zip(keys, r)) for r in rows]
    if hint.startswith("list["):
        return [r[0] for r in rows]
    return rows[0][0]

with open(os.path.join(HERE, "questions.jsonl"), encoding="utf-8") as f, open(args.out, "w", encoding="utf-8") as o:
    for line in f:
        q = json.loads(line)
        rows = con.execute(q["gold_sql"]).fetchall()
        out = {"id": q["id"], "final_answer": shape(q["format_hint"], q.get("keys"), rows),
               "sql": q["gold_sql"], "confidence": 1.0, "citations": tables(q["gold_sql"])}
        o.write(json.dumps(out, ensure_ascii=False) + "\n")
print("wrote", args.out)
subprocess.run([sys.executable, args.score, "--db", args.db,
                "--questions", os.path.join(HERE, "questions.jsonl"), "--outputs", args.out])
