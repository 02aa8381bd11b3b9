// SPDX-License-Identifier: MIT
//
// A unit of time used as the noun of an amount: "the total number of seconds of the Jazz tracks",
// "how many minutes of music does the playlist hold". Where the database keeps durations in one
// column named after its unit (Track.Milliseconds), the words become that column shown in the
// unit asked ("the total Milliseconds in seconds"), which the parser reads as a duration.
#pragma once

#include <QString>
#include <QStringList>

namespace rac::semantic {

class Lexicon;

// The question with such a unit noun rewritten, and a note for each; the question unchanged when
// the database has no one duration column or no unit is used so.
QString readTimeUnitNouns(const QString &question, const Lexicon &lexicon, QStringList &notes);

} // namespace rac::semantic
