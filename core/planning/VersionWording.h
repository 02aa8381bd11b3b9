// SPDX-License-Identifier: MIT
//
// VersionWording: which version of a revised fact a question's words ask for. Documents change
// a rule ("the Reserve rung now starts at 40.00 (it was 50.00)"); "as first published", "the
// original", "used to" ask for the first version, "today", "now", "current", "after the change"
// for the one in force. Both may be unsaid. Pure functions; any thread.
#pragma once

#include <QString>

namespace rac::planning {

bool asksOriginalVersion(const QString &question);
bool asksCurrentVersion(const QString &question);

// The words that only say which version ("today", "as first published", "originally"), once they
// have chosen one, so the rest of the question is read without them; empty when there are none.
// Adjectives that also describe ("the new customers") are not among them.
QString versionAdverb(const QString &question);

} // namespace rac::planning
