#!/usr/bin/env python3
"""Build a perfect answer file from the gold of one blind-docs corpus and score it.

    python3 make_perfect.py handbook [--db ...] [--show]

Writes <corpus>/perfect.jsonl (temporary; delete afterwards), then runs
/work/shared/eval/score.py on it. Expected: 100%.
"""
import argparse, json, os, re, sqlite3, subprocess, sys

HERE = os.path.dirname(os.path.abspath(__file__))
TABLE_RE = re.compile(r'\b(?:FROM|JOIN)\s+(?:"([^"]+)"|\[([^\]]+)\]|`([^`]+)`|([A-Za-z_][A-Za-z0-9_]*))', re.I)


def hint_keys(h):
    h = h.strip()
    inner = h[5:-1] if h.lower().startswith("list[") else h
    if inner.startswith("{"):
        return [p.split(":")[0].strip() for p in inner[1:-1].split(",")]
    return None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("corpus")
    ap.add_argument("--db", default="/work/shared/data/northwind-classic.db")
    ap.add_argument("--score", default="/work/shared/eval/score.py")
    ap.add_argument("--show", action="store_true", help="print every gold value")
    a = ap.parse_args()
    base = os.path.join(HERE, a.corpus)
    qpath = os.path.join(base, "questions.jsonl")
    cdir = os.path.join(base, "corpus")
    stems = sorted(os.path.splitext(f)[0] for f in os.listdir(cdir) if f.endswith(".md"))
    con = sqlite3.connect("file:%s?mode=ro" % a.db, uri=True)
    objs = {r[0].lower(): r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type IN ('table','view')")}
    out_path = os.path.join(base, "perfect.jsonl")
    bad = 0
    with open(out_path, "w", encoding="utf-8") as f:
        for n, line in enumerate(open(qpath, encoding="utf-8"), 1):
            q = json.loads(line)
            for k in ("id", "question", "format_hint", "kind", "note"):
                assert k in q, (n, k)
            assert q["kind"] in ("rag", "hybrid", "sql", "unanswerable"), q["id"]
            if q["kind"] == "unanswerable":
                assert q.get("gold", "x") is None and not q.get("gold_sql"), q["id"]
                f.write(json.dumps({"id": q["id"], "final_answer": None, "sql": "", "confidence": 1.0,
                                    "explanation": "Not available in the documents or data.", "citations": []}) + "\n")
                continue
            cits = [s for s in stems if s in q["note"] or s.split("-", 1)[0] in q["note"].split()] or stems
            sql = q.get("gold_sql", "")
            if q["kind"] in ("hybrid", "sql"):
                assert sql and "gold" not in q, q["id"]
                rows = con.execute(sql).fetchall()
                if not rows or any(v is None for r in rows for v in r):
                    print("EMPTY/NULL gold:", q["id"], rows); bad += 1
                keys = hint_keys(q["format_hint"])
                if q["format_hint"].lower().startswith("list["):
                    ans = [dict(zip(keys, r)) for r in rows] if keys else [r[0] for r in rows]
                elif keys:
                    ans = dict(zip(keys, rows[0]))
                else:
                    ans = rows[0][0]
                tables = []
                for m in TABLE_RE.finditer(sql):
                    t = next(g for g in m.groups() if g)
                    if t.lower() in objs and t not in tables:
                        tables.append(t)
                cits = tables + (cits if q["kind"] == "hybrid" else [])
            else:
                assert q.get("gold") is not None and not sql, q["id"]
                ans = q["gold"]
            if a.show:
                print("%-14s %-12s %s" % (q["id"], q["kind"], json.dumps(ans, ensure_ascii=False)[:160]))
            f.write(json.dumps({"id": q["id"], "final_answer": ans, "sql": sql, "confidence": 1.0,
                                "explanation": "gold", "citations": cits}, ensure_ascii=False) + "\n")
    subprocess.run([sys.executable, a.score, "--db", a.db, "--questions", qpath, "--outputs", out_path,
                    "--corpus", cdir])
    os.remove(out_path)
    if bad:
        print("%d gold queries returned empty/null" % bad)


if __name__ == "__main__":
    main()
