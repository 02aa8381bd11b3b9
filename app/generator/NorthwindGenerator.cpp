// NorthwindGenerator.cpp
//
// Builds the Northwind database in two steps:
//   1. plan: synthesise every order and order line in memory from a seeded
//      PRNG (pure integer arithmetic, so any compiler and standard library
//      gives the same rows);
//   2. write: create the classic schema and insert the catalogue plus the
//      plan in one transaction with prepared statements, into a temporary
//      file that replaces the output only once it is complete.
#include "NorthwindGenerator.h"

#include "NorthwindCatalog.h"

#include <sqlite3.h>

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdio>
#include <filesystem>
#include <optional>
#include <stdexcept>
#include <string_view>
#include <system_error>
#include <vector>

namespace rac::tools {

namespace {

// ---------------------------------------------------------------------------
// Deterministic randomness

// splitmix64: tiny, fast, and fully specified, unlike the std:: distributions
// whose output differs between standard libraries.
class Rng
{
public:
    explicit Rng(std::uint64_t seed) : m_state(seed) {}

    std::uint64_t next()
    {
        std::uint64_t z = (m_state += 0x9E3779B97F4A7C15ULL);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    }

    // Uniform in [0, n). Plain modulo: for the n used here (< 2^40) the bias
    // is below 2^-24, far under anything visible in the data.
    std::uint64_t below(std::uint64_t n) { return next() % n; }

    int between(int lo, int hi) // inclusive
    {
        return lo + static_cast<int>(below(static_cast<std::uint64_t>(hi - lo + 1)));
    }

    bool chance(int percent) { return below(100) < static_cast<std::uint64_t>(percent); }

    template <typename T>
    void shuffle(std::vector<T> &items) // Fisher-Yates
    {
        for (std::size_t i = items.size(); i > 1; --i)
            std::swap(items[i - 1], items[below(i)]);
    }

private:
    std::uint64_t m_state;
};

// One independent stream per aspect (dates, customers, freight...), so that
// tweaking how one column is drawn does not reshuffle all the others.
enum class Stream : std::uint64_t { Dates = 1, Customers, Employees, Shipping, Lines, Popularity };

Rng makeStream(std::uint64_t seed, Stream stream)
{
    Rng mixer(seed ^ (static_cast<std::uint64_t>(stream) * 0xD1B54A32D192ED03ULL));
    return Rng(mixer.next());
}

// Picks an index with probability proportional to integer weights.
class WeightedPicker
{
public:
    explicit WeightedPicker(const std::vector<std::uint64_t> &weights)
    {
        std::uint64_t total = 0;
        for (std::uint64_t weight : weights)
            m_cumulative.push_back(total += weight);
    }

    std::uint64_t total() const { return m_cumulative.back(); }

    // The index whose slice of [0, total()) contains point.
    std::size_t indexAt(std::uint64_t point) const
    {
        return static_cast<std::size_t>(
            std::upper_bound(m_cumulative.begin(), m_cumulative.end(), point) - m_cumulative.begin());
    }

    std::size_t pick(Rng &rng) const { return indexAt(rng.below(total())); }

private:
    std::vector<std::uint64_t> m_cumulative;
};

// ---------------------------------------------------------------------------
// Calendar: days since 1970-01-01 (H. Hinnant's civil-date algorithms), which
// keeps date arithmetic in plain ints and independent of time zones.

struct CivilDate {
    int year;
    unsigned month;
    unsigned day;
};

constexpr int daysFromCivil(int y, unsigned m, unsigned d)
{
    y -= m <= 2 ? 1 : 0;
    const int era = (y >= 0 ? y : y - 399) / 400;
    const unsigned yoe = static_cast<unsigned>(y - era * 400);
    const unsigned doy = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5 + d - 1;
    const unsigned doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + static_cast<int>(doe) - 719468;
}

constexpr CivilDate civilFromDays(int z)
{
    z += 719468;
    const int era = (z >= 0 ? z : z - 146096) / 146097;
    const unsigned doe = static_cast<unsigned>(z - era * 146097);
    const unsigned yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    const unsigned doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    const unsigned mp = (5 * doy + 2) / 153;
    const unsigned d = doy - (153 * mp + 2) / 5 + 1;
    const unsigned m = mp < 10 ? mp + 3 : mp - 9;
    return {static_cast<int>(yoe) + era * 400 + (m <= 2 ? 1 : 0), m, d};
}

constexpr int weekday(int days) // 0 = Monday (1970-01-01 was a Thursday)
{
    return ((days % 7) + 7 + 3) % 7;
}

std::string formatDate(int days)
{
    const CivilDate date = civilFromDays(days);
    char text[32];
    std::snprintf(text, sizeof text, "%04d-%02u-%02u 00:00:00", date.year, date.month, date.day);
    return text;
}

// ---------------------------------------------------------------------------
// The shape of the synthesised history

constexpr int kFirstOrderDay = daysFromCivil(1996, 7, 4);
constexpr int kLastOrderDay = daysFromCivil(1998, 5, 6); // also the "today" of the data set
constexpr int kPriceChangeDay = daysFromCivil(1997, 1, 1);
constexpr int kOrdersPerScale = 830;
constexpr int kFirstOrderId = 10248;
constexpr int kRequiredAfterDays = 28;
constexpr std::size_t kMaxLinesPerOrder = 5;

static_assert(weekday(daysFromCivil(1996, 7, 4)) == 3, "1996-07-04 was a Thursday");

// Classic Northwind kept no orders for these two customers.
constexpr std::array<std::string_view, 2> kCustomersWithoutOrders{"FISSA", "PARIS"};

// Relative order volume of the big and small accounts, after the original;
// everyone else weighs kDefaultCustomerWeight.
constexpr std::uint64_t kDefaultCustomerWeight = 8;
struct CustomerWeight {
    std::string_view id;
    std::uint64_t weight;
};
constexpr std::array<CustomerWeight, 31> kCustomerWeights{{
    {"SAVEA", 31}, {"ERNSH", 30}, {"QUICK", 28}, {"FOLKO", 19}, {"HUNGO", 19}, {"BERGS", 18},
    {"HILAA", 18}, {"RATTC", 18}, {"BONAP", 17}, {"FRANK", 15}, {"LEHMS", 15}, {"WARTH", 15},
    {"HANAR", 14}, {"KOENE", 14}, {"LAMAI", 14}, {"WHITC", 14}, {"BOTTM", 14}, {"LILAS", 14},
    {"AROUT", 13}, {"QUEEN", 13}, {"MEREP", 13}, {"CENTC", 1},  {"LAZYK", 2},  {"GROSR", 2},
    {"LAUGB", 3},  {"NORTS", 3},  {"THECR", 3},  {"TRAIH", 3},  {"BOLID", 3},  {"CONSH", 3},
    {"FRANR", 3},
}};

// Orders per employee and per shipper in the original, used as weights.
constexpr std::array<std::uint64_t, 9> kEmployeeWeights{123, 96, 127, 156, 42, 67, 72, 104, 43};
constexpr std::array<std::uint64_t, 3> kShipperWeights{249, 326, 255};

// Lines per order, 1..5: mean ~2.6, so ~2,150 lines for 830 orders.
constexpr std::array<std::uint64_t, kMaxLinesPerOrder> kLineCountWeights{21, 31, 26, 13, 9};

// Discount levels; an order first draws one (0 half of the time), then each
// line uses it with 80% probability, giving ~60% undiscounted lines overall.
constexpr std::array<double, 6> kDiscounts{0.0, 0.05, 0.10, 0.15, 0.20, 0.25};
constexpr std::array<std::uint64_t, 6> kOrderDiscountWeights{50, 12, 10, 10, 10, 8};

struct IntRange {
    int lo;
    int hi;
};
// Skewed-small distributions as weighted uniform buckets.
constexpr std::array<IntRange, 5> kQuantityBuckets{{{1, 9}, {10, 30}, {31, 50}, {51, 80}, {81, 120}}};
constexpr std::array<std::uint64_t, 5> kQuantityWeights{20, 55, 17, 6, 2};
constexpr std::array<IntRange, 4> kFreightCentsBuckets{{{50, 3999}, {4000, 9999}, {10000, 29999}, {30000, 100000}}};
constexpr std::array<std::uint64_t, 4> kFreightWeights{55, 28, 13, 4};
constexpr std::array<IntRange, 3> kShipDelayBuckets{{{1, 7}, {8, 14}, {15, 30}}};
constexpr std::array<std::uint64_t, 3> kShipDelayWeights{60, 28, 12};

template <std::size_t N>
std::vector<std::uint64_t> toVector(const std::array<std::uint64_t, N> &weights)
{
    return {weights.begin(), weights.end()};
}

template <std::size_t N>
int drawFromBuckets(Rng &rng, const WeightedPicker &picker, const std::array<IntRange, N> &buckets)
{
    // Clamped so the optimiser can see the index is in range (GCC 12 -O2 otherwise warns).
    const IntRange range = buckets[std::min<std::size_t>(picker.pick(rng), N - 1)];
    return rng.between(range.lo, range.hi);
}

// Relative chance of an order on a given day. Integer-only on purpose: the
// weights feed the PRNG, so they must not depend on floating-point details.
std::uint64_t dayWeight(int day)
{
    const CivilDate date = civilFromDays(day);
    // Closed on Christmas and New Year, which also leaves visible gaps.
    if ((date.month == 12 && (date.day == 25 || date.day == 26)) || (date.month == 1 && date.day == 1))
        return 0;

    // Business roughly triples over the 22 months and accelerates towards
    // 1998, like the original (~25 orders/month in 1996, ~70 in spring 1998).
    const std::uint64_t span = kLastOrderDay - kFirstOrderDay;
    const std::uint64_t t = static_cast<std::uint64_t>(day - kFirstOrderDay);
    const std::uint64_t growth = 1000 + 600 * t / span + 1400 * t * t / (span * span);

    // Winter bump around Christmas / January, a summer lull.
    static constexpr std::array<std::uint64_t, 12> kSeason{125, 105, 110, 105, 95, 90, 90, 90, 100, 105, 110, 135};
    // Mostly a weekday business; weekends are quiet.
    static constexpr std::array<std::uint64_t, 7> kWeekday{100, 105, 100, 100, 95, 30, 15};

    return growth * kSeason[date.month - 1] * kWeekday[static_cast<std::size_t>(weekday(day))];
}

// Picks each id once (so nobody is left without orders), fills the rest by
// weight, then shuffles so the guaranteed picks are spread over the timeline.
std::vector<std::size_t> assignWithCoverage(Rng &rng, std::size_t count, const std::vector<std::size_t> &mustAppear,
                                            const std::vector<std::uint64_t> &weights)
{
    std::vector<std::size_t> picks(mustAppear.begin(), mustAppear.end());
    const WeightedPicker picker(weights);
    while (picks.size() < count)
        picks.push_back(picker.pick(rng));
    rng.shuffle(picks);
    return picks;
}

// ---------------------------------------------------------------------------
// The plan: every synthesised row, before anything touches SQLite.

struct OrderPlan {
    int orderId;
    std::size_t customerIndex;
    int employeeId;
    int orderDay;
    int shippedDay; // -1: not shipped yet at the data set's "today"
    int shipVia;
    int freightCents;
    std::size_t discountIndex;
    std::vector<int> productIds;
};

struct LinePlan {
    int orderId;
    int productId;
    int unitPriceCents;
    int quantity;
    std::size_t discountIndex;
};

struct Plan {
    std::vector<OrderPlan> orders;
    std::vector<LinePlan> lines;
};

std::vector<int> drawOrderDays(Rng &rng, std::size_t count)
{
    std::vector<std::uint64_t> weights;
    for (int day = kFirstOrderDay; day <= kLastOrderDay; ++day)
        weights.push_back(dayWeight(day));
    const WeightedPicker picker(weights);

    // Jittered stratified sampling: the k-th order falls at a random point of
    // the k-th of count equal slices of the cumulative weight. Monthly volumes
    // then follow the curve closely instead of drifting with sampling noise,
    // while quiet days still end up with zero orders and busy days with several.
    std::vector<int> days;
    days.reserve(count);
    // total is ~1e10, so k * total stays far below 2^64 even at scale 1000.
    const std::uint64_t total = picker.total();
    for (std::size_t k = 0; k < count; ++k) {
        const std::uint64_t point = (k * total + rng.below(total)) / count;
        days.push_back(kFirstOrderDay + static_cast<int>(picker.indexAt(point)));
    }
    // Pin both ends so every scale spans exactly the classic date range.
    days.front() = kFirstOrderDay;
    days.back() = kLastOrderDay;
    return days;
}

Plan buildPlan(const NorthwindOptions &options)
{
    const auto customers = NorthwindCatalog::customers();
    const auto products = NorthwindCatalog::products();
    const std::size_t orderCount = static_cast<std::size_t>(kOrdersPerScale) * static_cast<std::size_t>(options.scale);

    Rng dateRng = makeStream(options.seed, Stream::Dates);
    Rng customerRng = makeStream(options.seed, Stream::Customers);
    Rng employeeRng = makeStream(options.seed, Stream::Employees);
    Rng shippingRng = makeStream(options.seed, Stream::Shipping);
    Rng lineRng = makeStream(options.seed, Stream::Lines);
    Rng popularityRng = makeStream(options.seed, Stream::Popularity);

    const std::vector<int> days = drawOrderDays(dateRng, orderCount);

    std::vector<std::size_t> activeCustomers;
    std::vector<std::uint64_t> customerWeights;
    for (std::size_t i = 0; i < customers.size(); ++i) {
        const std::string_view id = customers[i].id;
        const bool inactive = std::find(kCustomersWithoutOrders.begin(), kCustomersWithoutOrders.end(), id)
                              != kCustomersWithoutOrders.end();
        std::uint64_t weight = inactive ? 0 : kDefaultCustomerWeight;
        for (const CustomerWeight &entry : kCustomerWeights) {
            if (!inactive && entry.id == id)
                weight = entry.weight;
        }
        customerWeights.push_back(weight);
        if (!inactive)
            activeCustomers.push_back(i);
    }
    const std::vector<std::size_t> customerOf =
        assignWithCoverage(customerRng, orderCount, activeCustomers, customerWeights);

    std::vector<std::size_t> allEmployees(kEmployeeWeights.size());
    for (std::size_t i = 0; i < allEmployees.size(); ++i)
        allEmployees[i] = i;
    const std::vector<std::size_t> employeeOf =
        assignWithCoverage(employeeRng, orderCount, allEmployees, toVector(kEmployeeWeights));

    // A fixed popularity (2..4) per product, so some sell clearly more than
    // others; luxury items (list price 60.00 and up, e.g. Côte de Blaye) move
    // slowly, which also keeps total revenue near the original's ~1.27M.
    std::vector<std::uint64_t> popularity;
    for (const NorthwindProduct &product : products) {
        const std::uint64_t drawn = 2 + popularityRng.below(3);
        popularity.push_back(product.unitPriceCents >= 6000 ? 2 : drawn);
    }

    const WeightedPicker shipperPicker(toVector(kShipperWeights));
    const WeightedPicker freightPicker(toVector(kFreightWeights));
    const WeightedPicker delayPicker(toVector(kShipDelayWeights));
    const WeightedPicker lineCountPicker(toVector(kLineCountWeights));
    const WeightedPicker discountPicker(toVector(kOrderDiscountWeights));
    const WeightedPicker productPicker(popularity);
    const WeightedPicker quantityPicker(toVector(kQuantityWeights));

    Plan plan;
    plan.orders.reserve(orderCount);
    std::vector<int> timesSold(products.size(), 0);
    for (std::size_t i = 0; i < orderCount; ++i) {
        OrderPlan order;
        order.orderId = kFirstOrderId + static_cast<int>(i);
        order.customerIndex = customerOf[i];
        order.employeeId = static_cast<int>(employeeOf[i]) + 1;
        order.orderDay = days[i];
        order.shipVia = static_cast<int>(shipperPicker.pick(shippingRng)) + 1;
        order.freightCents = drawFromBuckets(shippingRng, freightPicker, kFreightCentsBuckets);
        // Orders whose shipping date would lie after the data set's last day
        // are simply not shipped yet (NULL), as in the original.
        const int shipped = order.orderDay + drawFromBuckets(shippingRng, delayPicker, kShipDelayBuckets);
        order.shippedDay = shipped <= kLastOrderDay ? shipped : -1;
        order.discountIndex = discountPicker.pick(lineRng);

        const std::size_t lineCount = lineCountPicker.pick(lineRng) + 1;
        while (order.productIds.size() < lineCount) {
            const int productId = static_cast<int>(productPicker.pick(lineRng)) + 1;
            if (std::find(order.productIds.begin(), order.productIds.end(), productId) == order.productIds.end())
                order.productIds.push_back(productId);
        }
        for (int productId : order.productIds)
            ++timesSold[static_cast<std::size_t>(productId - 1)];
        plan.orders.push_back(std::move(order));
    }

    // Every product must sell at least once: add any that never came up to a
    // random order that still has room for another line.
    for (std::size_t p = 0; p < products.size(); ++p) {
        if (timesSold[p] > 0)
            continue;
        const int productId = static_cast<int>(p) + 1;
        for (;;) {
            OrderPlan &order = plan.orders[lineRng.below(orderCount)];
            if (order.productIds.size() < kMaxLinesPerOrder) {
                order.productIds.push_back(productId);
                break;
            }
        }
    }

    for (OrderPlan &order : plan.orders) {
        std::sort(order.productIds.begin(), order.productIds.end());
        for (int productId : order.productIds) {
            LinePlan line;
            line.orderId = order.orderId;
            line.productId = productId;
            // Price at time of sale: the list price from 1997 on; during 1996
            // the classic data sold at 80% of today's list price, so orders
            // before 1997-01-01 use list * 0.8, rounded half-up to the cent.
            const int listCents = products[static_cast<std::size_t>(productId - 1)].unitPriceCents;
            line.unitPriceCents = order.orderDay < kPriceChangeDay ? (listCents * 8 + 5) / 10 : listCents;
            int quantity = drawFromBuckets(lineRng, quantityPicker, kQuantityBuckets);
            // People order round numbers: half of the larger quantities snap to a multiple of 5.
            if (quantity >= 10 && lineRng.chance(50))
                quantity = (quantity + 2) / 5 * 5;
            line.quantity = quantity;
            line.discountIndex = order.discountIndex != 0 && lineRng.chance(80) ? order.discountIndex : 0;
            plan.lines.push_back(line);
        }
    }
    return plan;
}

// ---------------------------------------------------------------------------
// Thin RAII wrappers over the sqlite3 C API; failures throw and are turned
// into the returned error string at the top.

class Database
{
public:
    explicit Database(const std::string &path)
    {
        if (sqlite3_open_v2(path.c_str(), &m_db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nullptr) != SQLITE_OK) {
            const std::string message = m_db ? sqlite3_errmsg(m_db) : "out of memory";
            sqlite3_close(m_db);
            m_db = nullptr;
            throw std::runtime_error("cannot create " + path + ": " + message);
        }
    }
    ~Database() { sqlite3_close(m_db); }
    Database(const Database &) = delete;
    Database &operator=(const Database &) = delete;

    sqlite3 *handle() const { return m_db; }

    void exec(const char *sql)
    {
        char *message = nullptr;
        if (sqlite3_exec(m_db, sql, nullptr, nullptr, &message) != SQLITE_OK) {
            const std::string text = message ? message : sqlite3_errmsg(m_db);
            sqlite3_free(message);
            throw std::runtime_error(std::string("SQL failed (") + text + "): " + sql);
        }
    }

private:
    sqlite3 *m_db = nullptr;
};

// A nullable integer as a tagged pair: GCC 12 -O2 warns falsely (maybe-uninitialized)
// when a std::optional<int> is inlined through Statement::bind.
struct NullableInt {
    bool present;
    int value;
};

class Statement
{
public:
    Statement(Database &db, const char *sql) : m_db(db.handle())
    {
        if (sqlite3_prepare_v2(m_db, sql, -1, &m_stmt, nullptr) != SQLITE_OK)
            throw std::runtime_error(std::string("cannot prepare (") + sqlite3_errmsg(m_db) + "): " + sql);
    }
    ~Statement() { sqlite3_finalize(m_stmt); }
    Statement(const Statement &) = delete;
    Statement &operator=(const Statement &) = delete;

    // Binds the arguments to ?1, ?2, ... in order and executes once.
    template <typename... Args>
    void run(const Args &...args)
    {
        int index = 0;
        (bind(++index, args), ...);
        if (sqlite3_step(m_stmt) != SQLITE_DONE)
            throw std::runtime_error(std::string("insert failed: ") + sqlite3_errmsg(m_db) + " in "
                                     + sqlite3_sql(m_stmt));
        sqlite3_reset(m_stmt);
        sqlite3_clear_bindings(m_stmt);
    }

private:
    void check(int rc)
    {
        if (rc != SQLITE_OK)
            throw std::runtime_error(std::string("bind failed: ") + sqlite3_errmsg(m_db));
    }
    void bind(int index, int value) { check(sqlite3_bind_int(m_stmt, index, value)); }
    void bind(int index, double value) { check(sqlite3_bind_double(m_stmt, index, value)); }
    void bind(int index, NullableInt value)
    {
        check(value.present ? sqlite3_bind_int(m_stmt, index, value.value) : sqlite3_bind_null(m_stmt, index));
    }
    void bind(int index, const char *value) // nullptr means SQL NULL
    {
        check(value ? sqlite3_bind_text(m_stmt, index, value, -1, SQLITE_TRANSIENT) : sqlite3_bind_null(m_stmt, index));
    }
    void bind(int index, const std::string &value)
    {
        check(sqlite3_bind_text(m_stmt, index, value.data(), static_cast<int>(value.size()), SQLITE_TRANSIENT));
    }

    sqlite3 *m_db;
    sqlite3_stmt *m_stmt = nullptr;
};

double money(int cents)
{
    return cents / 100.0;
}

std::string dateOnly(const char *isoDay) // catalogue dates carry no time; store them like the order dates
{
    return std::string(isoDay) + " 00:00:00";
}

// The classic Northwind SQLite layout. REFERENCES clauses are declared so
// that PRAGMA foreign_key_list and schema-aware tools can see the joins.
constexpr const char *kSchema = R"sql(
CREATE TABLE Categories (
    CategoryID   INTEGER PRIMARY KEY,
    CategoryName TEXT NOT NULL,
    Description  TEXT,
    Picture      BLOB
);
CREATE TABLE Customers (
    CustomerID   TEXT PRIMARY KEY,
    CompanyName  TEXT NOT NULL,
    ContactName  TEXT,
    ContactTitle TEXT,
    Address      TEXT,
    City         TEXT,
    Region       TEXT,
    PostalCode   TEXT,
    Country      TEXT,
    Phone        TEXT,
    Fax          TEXT
);
CREATE TABLE Employees (
    EmployeeID      INTEGER PRIMARY KEY,
    LastName        TEXT NOT NULL,
    FirstName       TEXT NOT NULL,
    Title           TEXT,
    TitleOfCourtesy TEXT,
    BirthDate       DATETIME,
    HireDate        DATETIME,
    Address         TEXT,
    City            TEXT,
    Region          TEXT,
    PostalCode      TEXT,
    Country         TEXT,
    HomePhone       TEXT,
    Extension       TEXT,
    Photo           BLOB,
    Notes           TEXT,
    ReportsTo       INTEGER REFERENCES Employees (EmployeeID),
    PhotoPath       TEXT
);
CREATE TABLE Shippers (
    ShipperID   INTEGER PRIMARY KEY,
    CompanyName TEXT NOT NULL,
    Phone       TEXT
);
CREATE TABLE Suppliers (
    SupplierID   INTEGER PRIMARY KEY,
    CompanyName  TEXT NOT NULL,
    ContactName  TEXT,
    ContactTitle TEXT,
    Address      TEXT,
    City         TEXT,
    Region       TEXT,
    PostalCode   TEXT,
    Country      TEXT,
    Phone        TEXT,
    Fax          TEXT,
    HomePage     TEXT
);
CREATE TABLE Products (
    ProductID       INTEGER PRIMARY KEY,
    ProductName     TEXT NOT NULL,
    SupplierID      INTEGER REFERENCES Suppliers (SupplierID),
    CategoryID      INTEGER REFERENCES Categories (CategoryID),
    QuantityPerUnit TEXT,
    UnitPrice       NUMERIC DEFAULT 0,
    UnitsInStock    INTEGER DEFAULT 0,
    UnitsOnOrder    INTEGER DEFAULT 0,
    ReorderLevel    INTEGER DEFAULT 0,
    Discontinued    INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE Orders (
    OrderID        INTEGER PRIMARY KEY,
    CustomerID     TEXT REFERENCES Customers (CustomerID),
    EmployeeID     INTEGER REFERENCES Employees (EmployeeID),
    OrderDate      DATETIME,
    RequiredDate   DATETIME,
    ShippedDate    DATETIME,
    ShipVia        INTEGER REFERENCES Shippers (ShipperID),
    Freight        NUMERIC DEFAULT 0,
    ShipName       TEXT,
    ShipAddress    TEXT,
    ShipCity       TEXT,
    ShipRegion     TEXT,
    ShipPostalCode TEXT,
    ShipCountry    TEXT
);
CREATE TABLE "Order Details" (
    OrderID   INTEGER NOT NULL REFERENCES Orders (OrderID),
    ProductID INTEGER NOT NULL REFERENCES Products (ProductID),
    UnitPrice NUMERIC NOT NULL DEFAULT 0,
    Quantity  INTEGER NOT NULL DEFAULT 1,
    Discount  REAL NOT NULL DEFAULT 0,
    PRIMARY KEY (OrderID, ProductID)
);
CREATE TABLE Regions (
    RegionID          INTEGER PRIMARY KEY,
    RegionDescription TEXT NOT NULL
);
CREATE TABLE Territories (
    TerritoryID          TEXT PRIMARY KEY,
    TerritoryDescription TEXT NOT NULL,
    RegionID             INTEGER NOT NULL REFERENCES Regions (RegionID)
);
CREATE TABLE EmployeeTerritories (
    EmployeeID  INTEGER NOT NULL REFERENCES Employees (EmployeeID),
    TerritoryID TEXT NOT NULL REFERENCES Territories (TerritoryID),
    PRIMARY KEY (EmployeeID, TerritoryID)
);
)sql";

void writeCatalog(Database &db)
{
    {
        Statement insert(db, "INSERT INTO Categories (CategoryID, CategoryName, Description) VALUES (?, ?, ?)");
        for (const auto &c : NorthwindCatalog::categories())
            insert.run(c.id, c.name, c.description);
    }
    {
        Statement insert(db, "INSERT INTO Suppliers (SupplierID, CompanyName, ContactName, ContactTitle, Address, "
                             "City, Region, PostalCode, Country, Phone, Fax, HomePage) "
                             "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
        for (const auto &s : NorthwindCatalog::suppliers())
            insert.run(s.id, s.companyName, s.contactName, s.contactTitle, s.address, s.city, s.region,
                       s.postalCode, s.country, s.phone, s.fax, s.homePage);
    }
    {
        Statement insert(db, "INSERT INTO Products (ProductID, ProductName, SupplierID, CategoryID, QuantityPerUnit, "
                             "UnitPrice, UnitsInStock, UnitsOnOrder, ReorderLevel, Discontinued) "
                             "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
        for (const auto &p : NorthwindCatalog::products())
            insert.run(p.id, p.name, p.supplierId, p.categoryId, p.quantityPerUnit, money(p.unitPriceCents),
                       p.unitsInStock, p.unitsOnOrder, p.reorderLevel, p.discontinued ? 1 : 0);
    }
    {
        Statement insert(db, "INSERT INTO Shippers (ShipperID, CompanyName, Phone) VALUES (?, ?, ?)");
        for (const auto &s : NorthwindCatalog::shippers())
            insert.run(s.id, s.companyName, s.phone);
    }
    {
        Statement insert(db, "INSERT INTO Employees (EmployeeID, LastName, FirstName, Title, TitleOfCourtesy, "
                             "BirthDate, HireDate, Address, City, Region, PostalCode, Country, HomePhone, "
                             "Extension, Notes, ReportsTo, PhotoPath) "
                             "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
        for (const auto &e : NorthwindCatalog::employees()) {
            const NullableInt reportsTo{e.reportsTo > 0, e.reportsTo};
            insert.run(e.id, e.lastName, e.firstName, e.title, e.titleOfCourtesy, dateOnly(e.birthDate),
                       dateOnly(e.hireDate), e.address, e.city, e.region, e.postalCode, e.country, e.homePhone,
                       e.extension, e.notes, reportsTo, e.photoPath);
        }
    }
    {
        Statement insert(db, "INSERT INTO Customers (CustomerID, CompanyName, ContactName, ContactTitle, Address, "
                             "City, Region, PostalCode, Country, Phone, Fax) "
                             "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
        for (const auto &c : NorthwindCatalog::customers())
            insert.run(c.id, c.companyName, c.contactName, c.contactTitle, c.address, c.city, c.region,
                       c.postalCode, c.country, c.phone, c.fax);
    }
    {
        Statement insert(db, "INSERT INTO Regions (RegionID, RegionDescription) VALUES (?, ?)");
        for (const auto &r : NorthwindCatalog::regions())
            insert.run(r.id, r.description);
    }
    {
        Statement insert(db, "INSERT INTO Territories (TerritoryID, TerritoryDescription, RegionID) VALUES (?, ?, ?)");
        for (const auto &t : NorthwindCatalog::territories())
            insert.run(t.id, t.description, t.regionId);
    }
    {
        Statement insert(db, "INSERT INTO EmployeeTerritories (EmployeeID, TerritoryID) VALUES (?, ?)");
        for (const auto &et : NorthwindCatalog::employeeTerritories())
            insert.run(et.employeeId, et.territoryId);
    }
}

void writeOrders(Database &db, const Plan &plan)
{
    const auto customers = NorthwindCatalog::customers();
    {
        Statement insert(db, "INSERT INTO Orders (OrderID, CustomerID, EmployeeID, OrderDate, RequiredDate, "
                             "ShippedDate, ShipVia, Freight, ShipName, ShipAddress, ShipCity, ShipRegion, "
                             "ShipPostalCode, ShipCountry) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
        for (const OrderPlan &o : plan.orders) {
            const NorthwindCustomer &c = customers[o.customerIndex];
            const std::string shipped = o.shippedDay >= 0 ? formatDate(o.shippedDay) : std::string();
            insert.run(o.orderId, c.id, o.employeeId, formatDate(o.orderDay),
                       formatDate(o.orderDay + kRequiredAfterDays), shipped.empty() ? nullptr : shipped.c_str(),
                       o.shipVia, money(o.freightCents), c.companyName, c.address, c.city, c.region, c.postalCode,
                       c.country);
        }
    }
    {
        Statement insert(db, "INSERT INTO \"Order Details\" (OrderID, ProductID, UnitPrice, Quantity, Discount) "
                             "VALUES (?, ?, ?, ?, ?)");
        for (const LinePlan &l : plan.lines)
            insert.run(l.orderId, l.productId, money(l.unitPriceCents), l.quantity, kDiscounts[l.discountIndex]);
    }
}

void removeDatabaseFiles(const std::string &path)
{
    // A leftover hot journal would be "rolled back" into the new file, so
    // clear the side files along with the database itself.
    std::error_code ignored;
    for (const char *suffix : {"", "-journal", "-wal", "-shm"})
        std::filesystem::remove(path + suffix, ignored);
}

} // namespace

std::string NorthwindGenerator::writeDatabase(const std::string &path, const NorthwindOptions &options)
{
    if (path.empty())
        return "no output path given";
    if (options.scale < kMinScale || options.scale > kMaxScale)
        return "scale must be between " + std::to_string(kMinScale) + " and " + std::to_string(kMaxScale)
               + " (got " + std::to_string(options.scale) + ")";

    // Build into a sibling temporary file and move it into place only when
    // complete, so a failed run never leaves a half-written database behind.
    const std::string temporaryPath = path + ".tmp";
    try {
        const Plan plan = buildPlan(options);
        removeDatabaseFiles(temporaryPath);
        {
            Database db(temporaryPath);
            // A throw-away file being built from scratch: no journal, no fsync.
            db.exec("PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF; PRAGMA foreign_keys = ON;");
            db.exec("BEGIN");
            // Check every reference once at COMMIT, so insertion order does
            // not matter (e.g. Davolio reports to Fuller, inserted after her).
            db.exec("PRAGMA defer_foreign_keys = ON");
            db.exec(kSchema);
            writeCatalog(db);
            writeOrders(db, plan);
            db.exec("COMMIT");
        }
        removeDatabaseFiles(path);
        std::error_code error;
        std::filesystem::rename(temporaryPath, path, error);
        if (error)
            throw std::runtime_error("cannot move " + temporaryPath + " to " + path + ": " + error.message());
    } catch (const std::exception &e) {
        removeDatabaseFiles(temporaryPath);
        return e.what();
    }
    return {};
}

} // namespace rac::tools
