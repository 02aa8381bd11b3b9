// SPDX-License-Identifier: MIT
#include "planning/DocumentFactsCodec.h"

#include <QCryptographicHash>
#include <QDataStream>
#include <QIODevice>

namespace rac::planning {
namespace {

// Bumped whenever a fact's fields change: old caches are then read afresh.
constexpr qint32 kLayoutVersion = 31;   // 2: named sets; 3: events in lists and prose, unread date changes; 4: no category named after itself; 5-6: terms; 7: a term's scope and versions; 8: weekdays and verbs between the ends of a span; 9: an event's categories in the sentences after it; 10-11: a change naming its event in the sentence before, keeping its categories; 12: recurring periods; 13: no event named by a field label; 14-15: sets from tables of one row per member, and what the members are; 16: more words of revision; 17: a section event moved between two spans; 18: no term or band named by a field label; 19: lists changed in words not read; 20: events in summary tables and in sections with a window label, list changes beside their table, data not held; 21: rule value histories; 22: sets from nested lists under a bold term; 23: KPI formulas written in words and signs; 24: their remarks, legacy headings, wrapped code and "(%)"; 25: "the last day is now"; 26: "the 3rd to the 16th of March"; 27: short years after days, "Feb.", ISO intervals with a slash; 28: FY91, FY1993-Q2, fiscal 1991; 29: ISO weeks, spans of weeks from a day; 30: a current KPI over a legacy one of its name, no end from a heading alone; 31: fiscal glossary lines, delimited tables, comparison bands and their revisions

} // namespace

// Static but outside the unnamed namespace: Qt's container streaming finds these by
// argument-dependent lookup, which does not look into an unnamed namespace.

static QDataStream &operator<<(QDataStream &s, const DateRange &r)
{
    return s << r.start << r.end << r.label << qint32(r.textStart) << qint32(r.textLength) << r.fiscal;
}
static QDataStream &operator>>(QDataStream &s, DateRange &r)
{
    qint32 start = 0, length = 0;
    s >> r.start >> r.end >> r.label >> start >> length >> r.fiscal;
    r.textStart = start;
    r.textLength = length;
    return s;
}

template <typename T>
static QDataStream &operator<<(QDataStream &s, const std::optional<T> &v)
{
    s << v.has_value();
    if (v)
        s << *v;
    return s;
}
template <typename T>
static QDataStream &operator>>(QDataStream &s, std::optional<T> &v)
{
    bool has = false;
    s >> has;
    v.reset();
    if (has) {
        T value{};
        s >> value;
        v = value;
    }
    return s;
}

static QDataStream &operator<<(QDataStream &s, const TermDefinition &t)
{
    return s << t.term << t.entity << t.condition << t.link << t.chunkId << t.file << t.scope << t.from;
}
static QDataStream &operator>>(QDataStream &s, TermDefinition &t)
{
    return s >> t.term >> t.entity >> t.condition >> t.link >> t.chunkId >> t.file >> t.scope >> t.from;
}

static QDataStream &operator<<(QDataStream &s, const RecurringPeriod &p)
{
    return s << p.name << p.startMonth << p.startDay << p.endMonth << p.endDay << p.namedForEndYear << p.namingStated << p.chunkId << p.file;
}
static QDataStream &operator>>(QDataStream &s, RecurringPeriod &p)
{
    return s >> p.name >> p.startMonth >> p.startDay >> p.endMonth >> p.endDay >> p.namedForEndYear >> p.namingStated >> p.chunkId >> p.file;
}

static QDataStream &operator<<(QDataStream &s, const AbsentData &a) { return s << a.phrase << a.words << a.item << a.chunkId; }
static QDataStream &operator>>(QDataStream &s, AbsentData &a) { return s >> a.phrase >> a.words >> a.item >> a.chunkId; }

static QDataStream &operator<<(QDataStream &s, const Campaign &c)
{
    return s << c.name << c.range << c.categories << c.chunkId << c.file << c.revision;
}
static QDataStream &operator>>(QDataStream &s, Campaign &c) { return s >> c.name >> c.range >> c.categories >> c.chunkId >> c.file >> c.revision; }

static QDataStream &operator<<(QDataStream &s, const KpiDefinition &k)
{
    return s << k.name << k.aliases << k.formula << k.chunkId << k.legacy;
}
static QDataStream &operator>>(QDataStream &s, KpiDefinition &k) { return s >> k.name >> k.aliases >> k.formula >> k.chunkId >> k.legacy; }

static QDataStream &operator<<(QDataStream &s, const ReportingGroup &g) { return s << g.name << g.categories << g.chunkId; }
static QDataStream &operator>>(QDataStream &s, ReportingGroup &g) { return s >> g.name >> g.categories >> g.chunkId; }

static QDataStream &operator<<(QDataStream &s, const NamedSet &n) { return s << n.name << n.kind << n.members << n.chunkId << n.memberKind; }
static QDataStream &operator>>(QDataStream &s, NamedSet &n) { return s >> n.name >> n.kind >> n.members >> n.chunkId >> n.memberKind; }

static QDataStream &operator<<(QDataStream &s, const CategorySet &c) { return s << c.label << c.categories << c.chunkId; }
static QDataStream &operator>>(QDataStream &s, CategorySet &c) { return s >> c.label >> c.categories >> c.chunkId; }

static QDataStream &operator<<(QDataStream &s, const ConditionDefinition &c)
{
    return s << c.label << c.entity << c.lhs << c.op << c.rhs << c.chunkId;
}
static QDataStream &operator>>(QDataStream &s, ConditionDefinition &c) { return s >> c.label >> c.entity >> c.lhs >> c.op >> c.rhs >> c.chunkId; }

static QDataStream &operator<<(QDataStream &s, const InstructionLine &i) { return s << i.chunkId << qint32(i.line) << i.text; }
static QDataStream &operator>>(QDataStream &s, InstructionLine &i)
{
    qint32 line = 0;
    s >> i.chunkId >> line >> i.text;
    i.line = line;
    return s;
}

static QDataStream &operator<<(QDataStream &s, const ValueBand &b)
{
    return s << b.label << b.kind << b.measure << b.lower << b.lowerInclusive << b.upper << b.upperInclusive << b.chunkId << b.excluded << b.from;
}
static QDataStream &operator>>(QDataStream &s, ValueBand &b)
{
    return s >> b.label >> b.kind >> b.measure >> b.lower >> b.lowerInclusive >> b.upper >> b.upperInclusive >> b.chunkId >> b.excluded >> b.from;
}

static QDataStream &operator<<(QDataStream &s, const FiscalCalendar &f) { return s << qint32(f.startMonth) << f.namedByEndYear << f.chunkId; }
static QDataStream &operator>>(QDataStream &s, FiscalCalendar &f)
{
    qint32 month = 1;
    s >> month >> f.namedByEndYear >> f.chunkId;
    f.startMonth = month;
    return s;
}

static QDataStream &operator<<(QDataStream &s, const ValueVersion &v)
{
    return s << v.value << v.unit << v.from << v.revision << v.chunkId << v.file << qint32(v.line) << v.statement;
}
static QDataStream &operator>>(QDataStream &s, ValueVersion &v)
{
    qint32 line = 0;
    s >> v.value >> v.unit >> v.from >> v.revision >> v.chunkId >> v.file >> line >> v.statement;
    v.line = line;
    return s;
}

static QDataStream &operator<<(QDataStream &s, const ValueHistory &h) { return s << h.subject << h.key << h.bound << h.versions; }
static QDataStream &operator>>(QDataStream &s, ValueHistory &h) { return s >> h.subject >> h.key >> h.bound >> h.versions; }

QByteArray encodeFacts(const DocumentFacts &facts)
{
    QByteArray bytes;
    QDataStream s(&bytes, QIODevice::WriteOnly);
    s.setVersion(QDataStream::Qt_6_0);
    s << kLayoutVersion << facts.campaigns << facts.kpis << facts.groups << facts.namedSets << facts.categorySets << facts.conditions << facts.bands
      << facts.instructions << facts.fiscal << facts.unreadCampaignChanges << facts.terms << facts.recurring << facts.unreadListChanges << facts.absent << facts.histories << facts.bandRevisions;
    // A checksum first: damaged bytes are refused before a list's stored length is trusted
    // (QDataStream reserves what the bytes claim, and a wild count would not fit in memory).
    return QCryptographicHash::hash(bytes, QCryptographicHash::Sha1) + bytes;
}

std::optional<DocumentFacts> decodeFacts(const QByteArray &stored)
{
    constexpr qsizetype kSumSize = 20;
    if (stored.size() < kSumSize)
        return std::nullopt;
    const QByteArray bytes = stored.mid(kSumSize);
    if (QCryptographicHash::hash(bytes, QCryptographicHash::Sha1) != stored.left(kSumSize))
        return std::nullopt;
    QDataStream s(bytes);
    s.setVersion(QDataStream::Qt_6_0);
    qint32 version = 0;
    s >> version;
    if (version != kLayoutVersion)
        return std::nullopt;
    DocumentFacts facts;
    s >> facts.campaigns >> facts.kpis >> facts.groups >> facts.namedSets >> facts.categorySets >> facts.conditions >> facts.bands >> facts.instructions
        >> facts.fiscal >> facts.unreadCampaignChanges >> facts.terms >> facts.recurring >> facts.unreadListChanges >> facts.absent >> facts.histories >> facts.bandRevisions;
    if (s.status() != QDataStream::Ok || !s.atEnd())
        return std::nullopt;
    if (facts.fiscal && (facts.fiscal->startMonth < 1 || facts.fiscal->startMonth > 12))
        return std::nullopt;
    return facts;
}

} // namespace rac::planning
