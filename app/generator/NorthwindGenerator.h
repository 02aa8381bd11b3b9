// NorthwindGenerator.h
//
// Writes a complete, deterministic Northwind SQLite database: the classic
// reference tables from NorthwindCatalog plus synthesised Orders and
// "Order Details" that look like the original (1996-07-04 .. 1998-05-06,
// ~830 orders and ~2,150 lines per unit of scale). The same options always
// produce byte-identical rows, so the database can be committed, regenerated
// and used as a stable fixture for tests and benchmarks.
//
// Depends only on the sqlite3 C API (no Qt), so it can be built as a tiny tool.
#pragma once

#include <cstdint>
#include <string>

namespace rac::tools {

struct NorthwindOptions {
    // Multiplies the number of orders and order lines (1..1000); the catalogue
    // and the date span stay the same, OrderIDs simply continue upward.
    int scale = 1;
    // Seed of the generator's own PRNG; the default one produces the committed
    // northwind.db.
    std::uint64_t seed = 0x4E6F72746877696EULL; // "Northwin"
};

class NorthwindGenerator
{
public:
    static constexpr int kMinScale = 1;
    static constexpr int kMaxScale = 1000;

    // Writes the database to path, replacing any existing file. Returns an
    // empty string on success, otherwise a human-readable error message.
    static std::string writeDatabase(const std::string &path, const NorthwindOptions &options = {});
};

} // namespace rac::tools
