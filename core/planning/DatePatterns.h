// SPDX-License-Identifier: MIT
//
// DatePatterns: the regular-expression pieces both date readers build on (DatePhraseParser's
// periods, DayMentions' days), so a month or a year is spelled one way in both.
#pragma once

#include <QString>

namespace rac::planning::patterns {

// A month's name or abbreviation, with an optional stop ("Sept.", "March"), captured.
inline const QString kMonthName = QStringLiteral(
    "(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|"
    "sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?");
// A four-digit year of this or the last century, captured.
inline const QString kYear4 = QStringLiteral("((?:19|20)\\d{2})");

} // namespace rac::planning::patterns
