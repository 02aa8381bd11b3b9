#!/usr/bin/env python3
"""Write perfect.jsonl for this blind set: runs every gold_sql on the database
and shapes the rows to the question's format_hint (as score.py expects).
Usage: python3 make_perfect.py [--db PATH] [--out PATH]
Do not commit perfect.jsonl."""
import argparse, json, os, re, sqlite3

HERE = os.path.dirname(os.path.abspath(__file__))
TABLE_RE = re.compile(r"\b(?:FROM|JOIN)\s+(?:\"([^\"]+)\"|\[([^\]]+)\]|`([^`]+)`|([A-Za-z_][A-Za-z0-9_]*))", re.I)


def hint_keys(hint):
    h = hint.strip()
    if h.lower().startswith("list[") and h.endswith("]"):
        h = h[5:-1].strip()
    if h.startswith("{") and h.endswith("}"):
        return [p.split(":", 1)[0].strip() for p in h[1:-1].split(",") if p.strip()]
    return None


def shape(q, rows):
    hint = q["format_hint"].strip()
    keys = q.get("keys") or hint_keys(hint)
    is_list = hint.lower().startswith("list[")
    is_obj = "{" in hint
    if is_list:
        if is_obj:
            return [dict(zip(keys, r)) for r in rows]
        return [r[0] for r in rows]
    if not rows:
        return None
    if is_obj:
        return dict(zip(keys, rows[0]))
    return rows[0][0]


def tables(con, sql):
    objs = {r[0].lower(): r[0] for r in con.execute(
        "SELECT name FROM sqlite_master WHERE type IN ('table','view')")}
    out = []
    for m in TABLE_RE.finditer(sql):
        n = next(g for g in m.groups() if g is not None)
        if n.lower() in objs and objs[n.lower()] not in out:
            out.append(objs[n.lower()])
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--db", default="/work/shared/data/chinook.db")
    ap.add_argument("--questions", default=os.path.join(HERE, "questions.jsonl"))
    ap.add_argument("--out", default=os.path.join(HERE, "perfect.jsonl"))
    a = ap.parse_args()
    con = sqlite3.connect(a.db)
    n = 0
    with open(a.questions, encoding="utf-8") as f, open(a.out, "w", encoding="utf-8") as o:
        for line in f:
            if not line.strip():
                continue
            q = json.loads(line)
            rows = con.execute(q["gold_sql"]).fetchall()
            o.write(json.dumps({
                "id": q["id"],
                "final_answer": shape(q, rows),
                "sql": q["gold_sql"],
                "confidence": 1.0,
                "explanation": "gold",
                "citations": tables(con, q["gold_sql"]),
            }, ensure_ascii=False) + "\n")
            n += 1
    print("wrote %d answers to %s" % (n, a.out))


if __name__ == "__main__":
    main()
