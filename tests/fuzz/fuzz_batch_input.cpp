// SPDX-License-Identifier: MIT
// The JSONL batch reader: any bytes, any encoding mark, any line ends.
#include "batch/BatchInput.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    for (const rac::batch::Question &q : rac::batch::parse(bytes)) {
        // Every question is either readable or says why not, never both.
        if (q.problem.isEmpty() == q.question.isEmpty())
            __builtin_trap();
    }
    return 0;
}
