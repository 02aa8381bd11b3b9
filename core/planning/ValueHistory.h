// SPDX-License-Identifier: MIT
//
// ValueHistory: the values a named rule has held and from when. Documents state a rule's
// number once ("The **Pallet threshold** is $3,000") and change it later, in a changelog entry
// ("Pallet threshold raised · effective 1 October 1997" with "Before: $3,000" / "After: $3,500"),
// in a sentence ("From 2,500 to **3,000** net sales per order", "now starts at **40.00** (it was
// 50.00)") or in passing ("the discount cap is 10% since 1 Nov 1997"). A question asks for the
// value in force now, the original one, both, or the day a change took effect; every version
// keeps where it is written so both can be cited. Plain values; any thread.
#pragma once

#include <QDate>
#include <QList>
#include <QString>
#include <QStringList>

namespace rac::planning {

struct ValueVersion {
    double value = 0;
    QString unit;          // "%", "$", "days" when written beside the number; may be empty
    QDate from;            // the day it takes effect; invalid when the documents give none
    bool revision = false; // stated as replacing an earlier value ("After:", "now", "from A to B")
    QString chunkId;
    QString file;
    int line = 0;          // source line of the statement
    QString statement;     // the sentence or list item, markup removed

    bool operator==(const ValueVersion &o) const
    {
        return value == o.value && from == o.from && revision == o.revision && chunkId == o.chunkId && line == o.line;
    }
};

struct ValueHistory {
    QString subject;            // as the documents name it first: "Pallet threshold"
    QStringList key;            // its telling words, stemmed ("pallet"): what a question must name
    QString bound;              // "min" or "max" when the subject says which ("floor", "cap"); else empty
    QList<ValueVersion> versions; // the first version first, then each revision by the day it takes effect

    // True when the versions tell one story: no two first versions disagree, and every
    // revision after the first has a day to be ordered by.
    bool ordered() const;
    const ValueVersion &original() const { return versions.first(); }
    const ValueVersion &latest() const { return versions.last(); }
    // The version in force on day (the first one before every dated revision).
    const ValueVersion &inForceOn(const QDate &day) const;
};

} // namespace rac::planning
