// SPDX-License-Identifier: MIT
//
// FollowUpResolver: turns an elliptical chat follow-up ("and in 1998?", "only
// Beverages", "top 5 instead") into a question that stands on its own, by
// rewriting the previous question, so the agent never needs the conversation
// to answer it. Kept textual on purpose: the rewritten question is shown to
// the user ("reused: ...") and goes through the normal planner unchanged.
//
// What counts as elliptical: a short question (under five words, or a cue plus
// at most three words) that starts with a cue such as and / what about / how
// about / same / only / just / instead (or ends with "instead" / "only"), and a
// question that names nothing but a period or a count ("in 1998?", "show 3",
// "make it top 10", "same for the second half of 1998"). A full question is
// returned unchanged. Callers pass the previous *resolved* question so that
// follow-ups chain. Pure functions, any thread.
#pragma once

#include <QString>

namespace rac::planning {

struct FollowUp {
    QString question;   // what to ask: the rewrite, or the question as typed
    QString reused;     // why it was rewritten, for the user; empty when it was not
    bool isFollowUp() const { return !reused.isEmpty(); }
};

class FollowUpResolver {
public:
    static FollowUp resolve(const QString &previousQuestion, const QString &question);
};

} // namespace rac::planning
