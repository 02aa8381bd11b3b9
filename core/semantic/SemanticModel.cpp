// SPDX-License-Identifier: MIT
#include "semantic/SemanticModel.h"

#include "common/TextUtil.h"
#include "planning/ProseKpis.h"
#include "semantic/FormulaCompiler.h"
#include "semantic/ProseFormula.h"
#include "sql/QueryExecutor.h"

#include <QQueue>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>

namespace rac::semantic {
namespace {

// Generic retail vocabulary: the words analysts use for the kinds of things a
// sales database holds. Keyed by the singular stem of a table name.
const QHash<QString, QStringList> &entityLexicon()
{
    static const QHash<QString, QStringList> lexicon = {
        {QStringLiteral("customer"), {QStringLiteral("customer"), QStringLiteral("client"), QStringLiteral("buyer"),
                                      QStringLiteral("account")}},
        {QStringLiteral("employee"), {QStringLiteral("employee"), QStringLiteral("salesperson"), QStringLiteral("sales person"),
                                      QStringLiteral("sales rep"), QStringLiteral("sales representative"),
                                      QStringLiteral("rep"), QStringLiteral("seller"), QStringLiteral("staff member"),
                                      QStringLiteral("sales agent"), QStringLiteral("salesman"), QStringLiteral("saleswoman")}},
        {QStringLiteral("shipper"), {QStringLiteral("shipper"), QStringLiteral("carrier"), QStringLiteral("shipping company"),
                                     QStringLiteral("courier"), QStringLiteral("freight company"), QStringLiteral("shipping companies")}},
        {QStringLiteral("supplier"), {QStringLiteral("supplier"), QStringLiteral("vendor"), QStringLiteral("manufacturer")}},
        {QStringLiteral("product"), {QStringLiteral("product"), QStringLiteral("item"), QStringLiteral("sku"),
                                     QStringLiteral("article")}},
        {QStringLiteral("category"), {QStringLiteral("category"), QStringLiteral("product category"),
                                      QStringLiteral("product line"), QStringLiteral("categories"),
                                      QStringLiteral("product categories")}},
        {QStringLiteral("order"), {QStringLiteral("order")}},
    };
    return lexicon;
}

QString pluralOf(const QString &word)
{
    if (word.endsWith(QLatin1Char('y')) && word.size() > 2)
        return word.left(word.size() - 1) + QStringLiteral("ies");
    if (word.endsWith(QLatin1Char('s')) || word.endsWith(QLatin1Char('x')) || word.endsWith(QStringLiteral("ch")))
        return word + QStringLiteral("es");
    return word + QLatin1Char('s');
}

// "Order Details" -> "order detail", "Categories" -> "category".
QString singularLabel(const QString &tableName)
{
    QStringList words = text::words(text::splitIdentifier(tableName));
    if (words.isEmpty())
        return tableName.toLower();
    words.last() = text::stripSuffix(words.last());
    return words.join(QLatin1Char(' '));
}

bool nameMatches(const QString &column, const QString &pattern)
{
    return QRegularExpression(pattern, QRegularExpression::CaseInsensitiveOption).match(column).hasMatch();
}

QString findColumn(const sql::Table &t, const QString &pattern)
{
    for (const sql::Column &c : t.columns) {
        if (nameMatches(c.name, pattern))
            return c.name;
    }
    return {};
}

bool looksLikeKey(const QString &column)
{
    return nameMatches(column, "(id|key|code|no|num|number)$") || nameMatches(column, "^(id|key)");
}

QString joinPhrase(const QStringList &words) { return words.join(QLatin1Char(' ')); }

} // namespace

QString columnRef(const QString &table, const QString &column)
{
    return QLatin1Char('{') + table + QLatin1Char('.') + column + QLatin1Char('}');
}

QStringList SemanticModel::tablesIn(const QString &templ)
{
    static const QRegularExpression ref(QStringLiteral("\\{([^{}.]+)\\.([^{}]+)\\}"));
    QStringList tables;
    auto it = ref.globalMatch(templ);
    while (it.hasNext()) {
        const QString t = it.next().captured(1);
        if (!tables.contains(t))
            tables << t;
    }
    return tables;
}

const Measure *SemanticModel::measure(const QString &id) const
{
    for (const Measure &m : m_measures) {
        if (m.id == id)
            return &m;
    }
    return nullptr;
}

const Dimension *SemanticModel::dimension(const QString &id) const
{
    for (const Dimension &d : m_dimensions) {
        if (d.id == id)
            return &d;
    }
    return nullptr;
}

QStringList SemanticModel::categoryNames() const
{
    for (const Dimension &d : m_dimensions) {
        if (d.kind == Dimension::Kind::Entity && d.label == QLatin1String("category"))
            return d.values;
    }
    return {};
}

QList<sql::ForeignKey> SemanticModel::joinPath(const QString &from, const QString &to) const
{
    return m_schema.joinPath(from, to);
}

void SemanticModel::detectRoles()
{
    int bestScore = 0;
    for (const sql::Table &t : m_schema.tables) {
        // Views such as "Order Details Extended" repeat a table's columns; the facts live in tables.
        if (t.isView)
            continue;
        const QString qty = findColumn(t, "^(quantity|qty|units|units_?sold|unit_?count)$");
        const QString price = findColumn(t, "^(unit_?price|price|sale_?price|selling_?price)$");
        if (qty.isEmpty() || price.isEmpty())
            continue;
        int score = 6 + int(m_schema.keysFrom(t.name).size());
        if (nameMatches(t.name, "(detail|line|item)"))
            score += 3;
        if (!findColumn(t, "discount").isEmpty())
            score += 1;
        if (score > bestScore) {
            bestScore = score;
            m_roles.lineTable = t.name;
            m_roles.quantityColumn = qty;
            m_roles.priceColumn = price;
            m_roles.discountColumn = findColumn(t, "^discount");
        }
    }
    if (m_roles.lineTable.isEmpty())
        return;
    const auto dateColumnOf = [](const sql::Table &t) {
        QString c = findColumn(t, "^order_?date$");
        if (c.isEmpty())
            c = findColumn(t, "^(sale|invoice|transaction|txn)_?date$");
        if (c.isEmpty()) {
            for (const sql::Column &col : t.columns) {
                if ((col.isDateType() || nameMatches(col.name, "date")) && !nameMatches(col.name, "(required|ship|birth|hire)"))
                    return col.name;
            }
        }
        return c;
    };
    for (const sql::ForeignKey &fk : m_schema.keysFrom(m_roles.lineTable)) {
        const sql::Table *target = m_schema.table(fk.toTable);
        if (!target)
            continue;
        const QString date = dateColumnOf(*target);
        if (!date.isEmpty() && fk.fromColumns.size() == 1) {
            m_roles.orderTable = target->name;
            m_roles.dateColumn = date;
            m_roles.orderKeyOnLine = fk.fromColumns.first();
            m_roles.orderKey = fk.toColumns.value(0, fk.fromColumns.first());
            break;
        }
    }
    if (m_roles.orderTable.isEmpty()) {
        // A flat sales table carries its own date.
        const sql::Table *line = m_schema.table(m_roles.lineTable);
        m_roles.dateColumn = dateColumnOf(*line);
        if (!m_roles.dateColumn.isEmpty())
            m_roles.orderTable = m_roles.lineTable;
    }
}

void SemanticModel::addDimensions(sql::QueryExecutor *executor)
{
    const auto distinctValues = [this, executor](const QString &table, const QString &expr) {
        QStringList values;
        if (!executor)
            return values;
        const QString sql = QStringLiteral("SELECT DISTINCT %1 FROM %2 WHERE %1 IS NOT NULL LIMIT 5001")
                                .arg(expr, m_dialect->quoteIdentifier(table));
        Result<sql::SqlTable> result = executor->run(sql);
        if (!result || result->rows.size() > 5000)
            return values;   // too many to recognise by name; a huge dimension is filtered by other means
        for (const QVariantList &row : result->rows)
            values << row.value(0).toString();
        return values;
    };

    // Entities: the tables the order lines reach through many-to-one keys (or every table).
    QStringList entities;
    if (m_roles.hasSales()) {
        QQueue<QString> queue;
        queue.enqueue(m_roles.lineTable);
        while (!queue.isEmpty()) {
            const QString t = queue.dequeue();
            for (const sql::ForeignKey &fk : m_schema.keysFrom(t)) {
                if (!entities.contains(fk.toTable) && fk.toTable != m_roles.lineTable) {
                    entities << fk.toTable;
                    queue.enqueue(fk.toTable);
                }
            }
        }
    } else {
        entities = m_schema.tableNames();
    }

    for (const QString &tableName : entities) {
        const sql::Table *t = m_schema.table(tableName);
        if (!t || t->primaryKey().size() != 1)
            continue;
        const QString key = t->primaryKey().first();
        const QString stem = text::stripSuffix(text::splitIdentifier(tableName).split(QLatin1Char(' ')).last());
        Dimension d;
        d.kind = Dimension::Kind::Entity;
        d.id = tableName;
        d.table = tableName;
        d.keyColumn = key;
        d.label = singularLabel(tableName);
        // The shown name: <Stem>Name, CompanyName, Name, First+Last, Title, Description, else the key.
        // The table's own words are text, not pattern: escaped, and never squeezed into Latin-1
        // (a name in another script made an invalid expression, warned about on every run).
        QString display = findColumn(*t, QStringLiteral("^%1_?name$").arg(QRegularExpression::escape(stem)));
        if (display.isEmpty())
            display = findColumn(*t, "^(company_?name|name|full_?name|display_?name)$");
        const QString first = findColumn(*t, "^first_?name$");
        const QString last = findColumn(*t, "^last_?name$");
        if (display.isEmpty() && !first.isEmpty() && !last.isEmpty()) {
            d.displayExpr = m_dialect->concat({columnRef(tableName, first), m_dialect->quoteString(QStringLiteral(" ")),
                                               columnRef(tableName, last)});
        } else {
            // An order is known by its number, not by a ship-to name; other entities by a name-like column.
            if (display.isEmpty() && tableName != m_roles.orderTable)
                display = findColumn(*t, "(name|title|description)$");
            if (display.isEmpty())
                display = key;
            d.displayExpr = columnRef(tableName, display);
        }
        d.synonyms << d.label << pluralOf(d.label);
        if (entityLexicon().contains(stem)) {
            for (const QString &s : entityLexicon().value(stem)) {
                d.synonyms << s << pluralOf(s);
            }
        }
        QString plainDisplay = d.displayExpr;
        plainDisplay.replace(QRegularExpression(QStringLiteral("\\{[^{}.]+\\.([^{}]+)\\}")), QStringLiteral("\\1"));
        if (tableName != m_roles.orderTable && tableName != m_roles.lineTable) {
            QString valuesExpr = d.displayExpr;
            valuesExpr.replace(QRegularExpression(QStringLiteral("\\{[^{}.]+\\.([^{}]+)\\}")), QStringLiteral("\"\\1\""));
            d.values = distinctValues(tableName, valuesExpr);
        }
        d.synonyms.removeDuplicates();
        m_dimensions << d;

        // Place-like attributes and yes/no flags of the entity.
        for (const sql::Column &c : t->columns) {
            if (c.primaryKey)
                continue;
            if (nameMatches(c.name, "^(ship_?)?(country|city|region|state|province)$")) {
                Dimension a;
                a.kind = Dimension::Kind::Attribute;
                a.id = tableName + QLatin1Char('.') + c.name;
                a.table = tableName;
                a.keyColumn = c.name;
                a.displayExpr = columnRef(tableName, c.name);
                const QStringList words = text::words(text::splitIdentifier(c.name));
                a.label = words.last();
                a.synonyms << joinPhrase(words) << d.label + QLatin1Char(' ') + a.label
                           << d.label + QStringLiteral("'s ") + a.label << a.label << pluralOf(a.label);
                if (a.label == QLatin1String("country"))
                    a.synonyms << QStringLiteral("countries") << QStringLiteral("market") << QStringLiteral("markets");
                // Where a customer is counts more than where an order shipped or a supplier sits.
                a.priority = stem == QLatin1String("customer") ? 3 : (tableName == m_roles.orderTable ? 2 : 1);
                a.values = distinctValues(tableName, m_dialect->quoteIdentifier(c.name));
                a.synonyms.removeDuplicates();
                m_dimensions << a;
            } else if ((c.isNumericType() || c.isTextType()) && !looksLikeKey(c.name)) {
                // A yes/no flag may be stored as 0/1 integers or as '0'/'1' text; three
                // distinct values are enough to rule a column out, so ask for no more.
                QStringList values;
                if (executor) {
                    Result<sql::SqlTable> r = executor->run(
                        QStringLiteral("SELECT DISTINCT %1 FROM %2 WHERE %1 IS NOT NULL LIMIT 3")
                            .arg(m_dialect->quoteIdentifier(c.name), m_dialect->quoteIdentifier(tableName)));
                    if (r) {
                        for (const QVariantList &row : r->rows)
                            values << row.value(0).toString();
                    }
                }
                const bool flag = !values.isEmpty() && values.size() <= 2
                    && std::all_of(values.cbegin(), values.cend(), [](const QString &v) {
                           return v == QLatin1String("0") || v == QLatin1String("1");
                       });
                if (flag) {
                    Dimension f;
                    f.kind = Dimension::Kind::Flag;
                    f.id = tableName + QLatin1Char('.') + c.name;
                    f.table = tableName;
                    f.keyColumn = c.name;
                    f.displayExpr = columnRef(tableName, c.name);
                    f.label = text::splitIdentifier(c.name);
                    f.synonyms << f.label;
                    m_dimensions << f;
                }
            }
        }
    }

    if (!m_roles.orderTable.isEmpty() && !m_roles.dateColumn.isEmpty()) {
        const QString date = columnRef(m_roles.orderTable, m_roles.dateColumn);
        const auto addTime = [this](const QString &id, QString expr, QStringList synonyms) {
            Dimension t;
            t.kind = Dimension::Kind::Time;
            t.id = id;
            t.label = id;
            t.table = m_roles.orderTable;
            t.keyColumn = m_roles.dateColumn;
            t.displayExpr = std::move(expr);
            t.synonyms = std::move(synonyms);
            m_dimensions << t;
        };
        addTime(QStringLiteral("year"), m_dialect->yearOf(date),
                {QStringLiteral("year"), QStringLiteral("years"), QStringLiteral("yearly"), QStringLiteral("annual"),
                 QStringLiteral("annually"), QStringLiteral("per year"), QStringLiteral("each year")});
        addTime(QStringLiteral("quarter"),
                m_dialect->concat({QStringLiteral("CAST(%1 AS TEXT)").arg(m_dialect->yearOf(date)),
                                   m_dialect->quoteString(QStringLiteral("-Q")),
                                   QStringLiteral("CAST(%1 AS TEXT)").arg(m_dialect->quarterOf(date))}),
                {QStringLiteral("quarter"), QStringLiteral("quarters"), QStringLiteral("quarterly")});
        addTime(QStringLiteral("month"), m_dialect->yearMonthOf(date),
                {QStringLiteral("month"), QStringLiteral("months"), QStringLiteral("monthly"),
                 QStringLiteral("month by month"), QStringLiteral("per month")});
    }
}

void SemanticModel::addMeasure(Measure m)
{
    m.tables = tablesIn(m.expr);
    for (QString &s : m.synonyms)
        s = s.toLower();
    m.synonyms.removeDuplicates();
    for (Measure &existing : m_measures) {
        if (existing.id == m.id) {
            existing = m;
            return;
        }
    }
    m_measures << m;
}

void SemanticModel::addBuiltInMeasures()
{
    if (!m_roles.hasSales())
        return;
    const QString &L = m_roles.lineTable;
    const QString q = columnRef(L, m_roles.quantityColumn);
    const QString p = columnRef(L, m_roles.priceColumn);
    const QString net = m_roles.discountColumn.isEmpty()
        ? QStringLiteral("%1 * %2").arg(p, q)
        : QStringLiteral("%1 * %2 * (1 - %3)").arg(p, q, columnRef(L, m_roles.discountColumn));
    const QString orderKey = columnRef(L, m_roles.orderKeyOnLine.isEmpty() ? m_roles.quantityColumn : m_roles.orderKeyOnLine);
    const QString orderCount = QStringLiteral("COUNT(DISTINCT %1)").arg(orderKey);

    // The order table's noun, singular ("Orders" -> order, "Invoice" -> invoice); one word only.
    QString orderNoun = singularLabel(m_roles.orderTable);
    if (orderNoun.contains(QLatin1Char(' ')))
        orderNoun.clear();
    // (An order table that keeps its own amount, Invoice.Total: "the invoice total", "the value
    // of invoice 404" are that column, read by the parser as such.)
    if (const sql::Table *orders = m_schema.table(m_roles.orderTable))
        for (const sql::Column &c : orders->columns) {
            const QString name = c.name.toLower();
            if (c.isNumericType() && (name.contains(QLatin1String("total")) || name.contains(QLatin1String("amount")) || name.contains(QLatin1String("value"))))
                orderNoun.clear();
        }
    Measure revenue;
    revenue.id = QStringLiteral("revenue");
    revenue.label = QStringLiteral("revenue");
    revenue.synonyms = {QStringLiteral("revenue"), QStringLiteral("revenues"), QStringLiteral("rev"), QStringLiteral("sales"),
                        QStringLiteral("net sales"), QStringLiteral("turnover"), QStringLiteral("sales value"),
                        QStringLiteral("net revenue"), QStringLiteral("total sales"), QStringLiteral("sales amount"),
                        QStringLiteral("income"), QStringLiteral("earned"),
                        QStringLiteral("spent"), QStringLiteral("grossing"), QStringLiteral("money"),
                        QStringLiteral("spending"), QStringLiteral("amount paid"), QStringLiteral("amount spent"),
                        QStringLiteral("money spent"), QStringLiteral("amount of money"), QStringLiteral("order value"),
                        QStringLiteral("order amount"), QStringLiteral("purchase amount"), QStringLiteral("value of sales"),
                        QStringLiteral("discounted revenue"), QStringLiteral("discounted sales"), QStringLiteral("worth"),
                        QStringLiteral("goods value"), QStringLiteral("value of goods"), QStringLiteral("net amount"),
                        QStringLiteral("net value"), QStringLiteral("net total"),
                        // "a customer who bought for at least 20,000": the amount bought.
                        QStringLiteral("bought for"), QStringLiteral("purchased for"), QStringLiteral("purchase value"),
                        // "what did France bring in": the money it brought.
                        QStringLiteral("bring in"), QStringLiteral("brought in"), QStringLiteral("brings in"), QStringLiteral("bringing in"),
                        // Said alone, the value after discounts ("orders by value, net of discounts").
                        QStringLiteral("net of discounts"), QStringLiteral("net of discount")};
    // "the value of orders shipped to France": the money of the order table's rows.
    if (!orderNoun.isEmpty())
        revenue.synonyms << QStringLiteral("value of %1s").arg(orderNoun) << QStringLiteral("value of the %1s").arg(orderNoun)
                         << QStringLiteral("%1s value").arg(orderNoun) << QStringLiteral("worth of %1s").arg(orderNoun);
    revenue.expr = QStringLiteral("SUM(%1)").arg(net);
    revenue.definition = QStringLiteral("SUM(%1 * %2%3)").arg(m_roles.priceColumn, m_roles.quantityColumn,
                                                              m_roles.discountColumn.isEmpty()
                                                                  ? QString()
                                                                  : QStringLiteral(" * (1 - %1)").arg(m_roles.discountColumn));
    addMeasure(revenue);

    Measure quantity;
    quantity.id = QStringLiteral("quantity");
    quantity.label = QStringLiteral("quantity");
    quantity.synonyms = {QStringLiteral("quantity"), QStringLiteral("quantities"), QStringLiteral("units"),
                         QStringLiteral("units sold"), QStringLiteral("unit sales"), QStringLiteral("volume"),
                         QStringLiteral("qty"), QStringLiteral("items sold"), QStringLiteral("pieces"),
                         QStringLiteral("number of units"), QStringLiteral("sold the most"), QStringLiteral("sold most"),
                         QStringLiteral("sold the least")};
    quantity.expr = QStringLiteral("SUM(%1)").arg(q);
    quantity.definition = QStringLiteral("SUM(%1)").arg(m_roles.quantityColumn);
    quantity.isCount = true;
    addMeasure(quantity);

    Measure orders;
    orders.id = QStringLiteral("orders");
    orders.label = QStringLiteral("orders");
    orders.synonyms = {QStringLiteral("orders"), QStringLiteral("order count"), QStringLiteral("number of orders"),
                       QStringLiteral("count of orders"), QStringLiteral("orders placed"), QStringLiteral("order")};
    orders.expr = orderCount;
    orders.definition = QStringLiteral("COUNT(DISTINCT %1)").arg(m_roles.orderKeyOnLine);
    orders.isCount = true;
    addMeasure(orders);

    Measure aov;
    aov.id = QStringLiteral("aov");
    aov.label = QStringLiteral("average order value");
    aov.synonyms = {QStringLiteral("aov"), QStringLiteral("average basket"), QStringLiteral("basket size")};
    // Said of the order table's own noun ("order", "invoice"): "average order value", "the
    // average invoice amount", "the average value of an order". (The noun read alone would be
    // the group, and "order amount" a total: the average of one order's total is this ratio.)
    for (const QString &noun : {QStringLiteral("order"), orderNoun}) {
        if (noun.isEmpty() || (noun != QLatin1String("order") && aov.synonyms.contains(QStringLiteral("average %1").arg(noun))))
            continue;
        aov.synonyms << QStringLiteral("average %1").arg(noun);
        for (const QString &average : {QStringLiteral("average"), QStringLiteral("avg"), QStringLiteral("avg."), QStringLiteral("mean")})
            for (const QString &figure : {QStringLiteral("value"), QStringLiteral("amount"), QStringLiteral("size"), QStringLiteral("total")})
                aov.synonyms << QStringLiteral("%1 %2 %3").arg(average, noun, figure);
        aov.synonyms << QStringLiteral("average value of an %1").arg(noun) << QStringLiteral("average value of a %1").arg(noun)
                     << QStringLiteral("average amount of an %1").arg(noun) << QStringLiteral("average amount of a %1").arg(noun);
    }
    aov.expr = QStringLiteral("SUM(%1) * 1.0 / %2").arg(net, orderCount);
    aov.definition = QStringLiteral("revenue / COUNT(DISTINCT %1)").arg(m_roles.orderKeyOnLine);
    aov.additive = false;
    addMeasure(aov);

    if (!m_roles.discountColumn.isEmpty()) {
        Measure discount;
        discount.id = QStringLiteral("avg_discount");
        discount.label = QStringLiteral("average discount");
        discount.synonyms = {QStringLiteral("average discount"), QStringLiteral("avg discount"),
                             QStringLiteral("mean discount"), QStringLiteral("discount rate"), QStringLiteral("discount")};
        discount.expr = QStringLiteral("AVG(%1)").arg(columnRef(L, m_roles.discountColumn));
        discount.definition = QStringLiteral("AVG(%1)").arg(m_roles.discountColumn);
        discount.additive = false;
        discount.isFraction = true;
        addMeasure(discount);

        Measure discountAmount;
        discountAmount.id = QStringLiteral("discount_amount");
        discountAmount.label = QStringLiteral("discount amount");
        discountAmount.synonyms = {QStringLiteral("total discount"), QStringLiteral("discount given"),
                                   QStringLiteral("discounts given"), QStringLiteral("discount amount"),
                                   QStringLiteral("amount discounted"), QStringLiteral("discount value"),
                                   QStringLiteral("total discounts"), QStringLiteral("lost to discounts"),
                                   QStringLiteral("lose to discounts"), QStringLiteral("lost through discounts"),
                                   QStringLiteral("cost of discounts"), QStringLiteral("discount cost"),
                                   QStringLiteral("given away in discounts"), QStringLiteral("revenue lost to discounts")};
        discountAmount.expr = QStringLiteral("SUM(%1 * %2 * %3)").arg(p, q, columnRef(L, m_roles.discountColumn));
        discountAmount.definition = QStringLiteral("SUM(%1 * %2 * %3)").arg(m_roles.priceColumn, m_roles.quantityColumn,
                                                                           m_roles.discountColumn);
        addMeasure(discountAmount);
    }

    Measure price;
    price.id = QStringLiteral("avg_price");
    price.label = QStringLiteral("average unit price");
    // (Not "average price" alone: "the average price of beverages" is the catalogue's, of the
    // products, which a line's price only copies at the time of each sale.)
    price.synonyms = {QStringLiteral("average unit price"), QStringLiteral("avg unit price"), QStringLiteral("average selling price"),
                      QStringLiteral("average sale price"), QStringLiteral("average sales price")};
    price.expr = QStringLiteral("AVG(%1)").arg(p);
    price.definition = QStringLiteral("AVG(%1) over order lines").arg(m_roles.priceColumn);
    price.additive = false;
    addMeasure(price);

    Measure lines;
    lines.id = QStringLiteral("lines");
    lines.label = QStringLiteral("order lines");
    lines.synonyms = {QStringLiteral("order lines"), QStringLiteral("line items"), QStringLiteral("lines"),
                      QStringLiteral("order line")};
    lines.expr = QStringLiteral("COUNT(*)");
    lines.definition = QStringLiteral("COUNT(*) of order lines");
    lines.isCount = true;
    addMeasure(lines);

    // A cost share known from the question (documents add theirs through their KPIs).
    if (m_costShareOverride) {
        Measure margin;
        margin.id = QStringLiteral("gross_margin");
        margin.label = QStringLiteral("gross margin");
        margin.synonyms = {QStringLiteral("gross margin"), QStringLiteral("margin"), QStringLiteral("gross profit"),
                           QStringLiteral("profit")};
        margin.expr = QStringLiteral("SUM((%1 - %2 * %1) * %3%4)")
                          .arg(p, QString::number(*m_costShareOverride), q,
                               m_roles.discountColumn.isEmpty()
                                   ? QString()
                                   : QStringLiteral(" * (1 - %1)").arg(columnRef(L, m_roles.discountColumn)));
        margin.definition = QStringLiteral("revenue minus cost, cost = %1 x %2").arg(*m_costShareOverride).arg(m_roles.priceColumn);
        addMeasure(margin);
    }
}

void SemanticModel::addDurationMeasures()
{
    // Each other date column of the order table gives a duration from the order
    // date: ShippedDate -> "days to ship", RequiredDate -> "days until required".
    const sql::Table *orders = m_schema.table(m_roles.orderTable);
    if (!orders || m_roles.dateColumn.isEmpty())
        return;
    const QString start = columnRef(orders->name, m_roles.dateColumn);
    const QString startWords = text::splitIdentifier(m_roles.dateColumn);
    for (const sql::Column &c : orders->columns) {
        if (c.name == m_roles.dateColumn || !(c.isDateType() || nameMatches(c.name, "date$")))
            continue;
        QStringList words = text::words(text::splitIdentifier(c.name));
        words.removeAll(QStringLiteral("date"));
        if (words.isEmpty())
            continue;
        const QString participle = words.join(QLatin1Char(' '));            // "shipped"
        QString verb = participle;                                            // "ship"
        if (verb.endsWith(QLatin1String("pped")))
            verb.chop(3);
        else if (verb.endsWith(QLatin1String("ied")))
            verb = verb.chopped(3) + QLatin1Char('y');
        else if (verb.endsWith(QLatin1String("ed")))
            verb.chop(verb.endsWith(QLatin1String("red")) || verb.endsWith(QLatin1String("ved")) ? 1 : 2);
        Measure m;
        m.id = QStringLiteral("days:") + c.name;   // (isDurationMeasure reads this prefix)
        m.label = QStringLiteral("days from %1 to %2").arg(startWords, text::splitIdentifier(c.name));
        m.expr = QStringLiteral("AVG(%1)").arg(m_dialect->daysBetween(start, columnRef(orders->name, c.name)));
        m.definition = QStringLiteral("AVG(days from %1 to %2)").arg(m_roles.dateColumn, c.name);
        m.grain = Grain::Order;
        m.additive = false;
        for (const QString &target : {participle + QStringLiteral(" date"), verb + QStringLiteral(" date")}) {
            // The two dates named together are the signal, whatever verb sits before them.
            m.synonyms << QStringLiteral("between %1 and %2").arg(startWords, target)
                       << QStringLiteral("from %1 to %2").arg(startWords, target);
        }
        m.synonyms << QStringLiteral("days to ") + verb << QStringLiteral("days until ") + participle
                   << QStringLiteral("time to ") + verb << QStringLiteral("days until ") + verb
                   << QStringLiteral("%1 time").arg(verb == QLatin1String("ship") ? QStringLiteral("shipping") : verb);
        addMeasure(m);
    }
}

void SemanticModel::addEntityMeasures()
{
    // Order-level numbers (freight) and entity-level numbers (units in stock), plus counts of entities.
    for (const Dimension &d : std::as_const(m_dimensions)) {
        if (d.kind != Dimension::Kind::Entity)
            continue;
        const sql::Table *t = m_schema.table(d.table);
        const bool isOrderTable = d.table == m_roles.orderTable;
        Measure count;
        count.id = QStringLiteral("count:") + d.table;
        count.label = QStringLiteral("number of ") + pluralOf(d.label);
        count.expr = QStringLiteral("COUNT(DISTINCT %1)").arg(columnRef(d.table, d.keyColumn));
        count.definition = QStringLiteral("COUNT(DISTINCT %1.%2)").arg(d.table, d.keyColumn);
        count.grain = isOrderTable ? Grain::Order : Grain::Entity;
        count.entityTable = d.table;
        count.isCount = true;
        for (const QString &s : d.synonyms) {
            if (s.endsWith(QLatin1Char('s')) || s.endsWith(QStringLiteral("ies")))
                count.synonyms << QStringLiteral("number of ") + s << QStringLiteral("count of ") + s
                               << QStringLiteral("how many ") + s << QStringLiteral("distinct ") + s
                               << QStringLiteral("unique ") + s << QStringLiteral("different ") + s;
            else
                count.synonyms << s + QStringLiteral(" count");
        }
        if (!isOrderTable)
            addMeasure(count);

        for (const sql::Column &c : t->columns) {
            // A reference to another row (ReportsTo, ShipVia) is not an amount: summing it means nothing.
            const QList<sql::ForeignKey> keys = m_schema.keysFrom(d.table);
            const bool reference = std::any_of(keys.cbegin(), keys.cend(), [&c](const sql::ForeignKey &k) {
                return k.fromColumns.contains(c.name, Qt::CaseInsensitive);
            });
            if (c.primaryKey || !c.isNumericType() || looksLikeKey(c.name) || reference
                || (d.table == m_roles.lineTable))
                continue;
            const Dimension *flag = dimension(d.table + QLatin1Char('.') + c.name);
            if (flag)
                continue;
            const QString words = text::splitIdentifier(c.name);
            Measure total;
            total.id = QStringLiteral("sum:") + d.table + QLatin1Char('.') + c.name;
            total.label = words;
            total.expr = QStringLiteral("SUM(%1)").arg(columnRef(d.table, c.name));
            total.definition = QStringLiteral("SUM(%1.%2)").arg(d.table, c.name);
            total.grain = isOrderTable ? Grain::Order : Grain::Entity;
            total.entityTable = d.table;
            total.synonyms = {words, QStringLiteral("total ") + words};
            if (words.contains(QLatin1String("stock")))
                total.synonyms << QStringLiteral("stock") << QStringLiteral("inventory") << QStringLiteral("stock level")
                               << QStringLiteral("on hand");
            if (words == QLatin1String("freight"))
                total.synonyms << QStringLiteral("shipping cost") << QStringLiteral("shipping costs")
                               << QStringLiteral("freight cost") << QStringLiteral("freight costs")
                               << QStringLiteral("shipping charges");
            if (words.contains(QLatin1String("price")))
                total.synonyms = {QStringLiteral("list ") + words, QStringLiteral("list price")};
            total.isCount = c.declaredType.contains(QLatin1String("INT"), Qt::CaseInsensitive);
            total.snapshot = !isOrderTable;
            addMeasure(total);

            Measure average = total;
            average.id = QStringLiteral("avg:") + d.table + QLatin1Char('.') + c.name;
            average.label = QStringLiteral("average ") + words;
            average.expr = QStringLiteral("AVG(%1)").arg(columnRef(d.table, c.name));
            average.definition = QStringLiteral("AVG(%1.%2)").arg(d.table, c.name);
            average.isCount = false;
            average.additive = false;
            average.synonyms.clear();
            QStringList plurals;
            for (const QString &s : d.synonyms) {
                if (s.endsWith(QLatin1Char('s')))
                    plurals << s;
            }
            for (const QString &s : total.synonyms + QStringList{words}) {
                if (s.startsWith(QLatin1String("total ")))
                    continue;
                for (const char *prefix : {"average ", "avg ", "mean "}) {
                    const QString phrase = QLatin1String(prefix) + s;
                    average.synonyms << phrase;
                    // "avg unit price of products": an average over the entity, not over order lines.
                    for (const QString &p : plurals)
                        average.synonyms << phrase + QStringLiteral(" of ") + p << phrase + QStringLiteral(" of the ") + p;
                }
            }
            addMeasure(average);
        }
    }
}

void SemanticModel::wordFormulasAsNames(QList<NamedFormula> &definitions, const QStringList &preferred) const
{
    // The names a formula written in words may use: the documents' own and the model's measures
    // (a formula that says "net sales" means the model's revenue unless the documents define it).
    // A measure's definition that is SQL over bare columns stands in for its name.
    // (Not a name that spells a column or table, "quantity", "orders": in a formula that word is
    // the column, and as a measure's name it would be summed twice.)
    QSet<QString> spelled;
    for (const sql::Table &t : m_schema.tables) {
        spelled.insert(text::words(text::splitIdentifier(t.name)).join(QString()).toLower());
        for (const sql::Column &c : t.columns)
            spelled.insert(text::words(text::splitIdentifier(c.name)).join(QString()).toLower());
    }
    const auto spellsData = [&spelled](const QString &name) {
        return spelled.contains(text::words(name).join(QString()).toLower()) || spelled.contains(text::words(name).join(QString()).toLower() + QLatin1Char('s'));
    };
    QList<NamedFormula> measures;
    static const QRegularExpression plainSql(QStringLiteral("^(?:SUM|COUNT|AVG)\\([\\w\\s*+()/.-]*\\)$"));
    for (const Measure &m : std::as_const(m_measures)) {
        const bool defined = std::any_of(definitions.cbegin(), definitions.cend(), [&m](const NamedFormula &d) {
            return d.name.compare(m.label, Qt::CaseInsensitive) == 0 || d.aliases.contains(m.label, Qt::CaseInsensitive);
        });
        if (defined || !m.sourceChunk.isEmpty() || !plainSql.match(m.definition).hasMatch() || m.definition.contains(QLatin1Char('.'))
            || spellsData(m.label))
            continue;
        QStringList synonyms;
        for (const QString &s : m.synonyms)
            if (!spellsData(s))
                synonyms << s;
        measures << NamedFormula{m.label, synonyms, m.definition};
    }
    QStringList names, aggregateNames;
    const FormulaCompiler plain(m_schema, preferred, definitions + measures);
    static const QRegularExpression aggregate(QStringLiteral("\\b(?:SUM|COUNT|AVG)\\s*\\("), QRegularExpression::CaseInsensitiveOption);
    for (const NamedFormula &d : definitions + measures) {
        names << d.name << d.aliases;
        if (aggregate.match(plain.expand(d.formula, d.name)).hasMatch())
            aggregateNames << d.name << d.aliases;
    }
    bool anyInWords = false;
    for (NamedFormula &d : definitions) {
        QString why;
        if (plain.compile(d.formula, d.name, &why))
            continue;
        if (const std::optional<QString> named = formulaOfWords(d.formula, m_schema, names, aggregateNames, &why)) {
            d.formula = *named;
            anyInWords = true;
        }
    }
    if (anyInWords)
        definitions << measures;
}

void SemanticModel::addDocumentKpis()
{
    if (m_facts.kpis.isEmpty())
        return;
    QList<NamedFormula> definitions;
    for (const planning::KpiDefinition &k : m_facts.kpis) {
        NamedFormula f{k.name, k.aliases, k.formula};
        // A question's own cost assumption replaces the documents' ("70% of UnitPrice").
        if (m_costShareOverride && QRegularExpression(QStringLiteral("cost"), QRegularExpression::CaseInsensitiveOption)
                                        .match(k.name).hasMatch()
            && !QRegularExpression(QStringLiteral("\\b(SUM|COUNT|AVG)\\s*\\("), QRegularExpression::CaseInsensitiveOption)
                    .match(k.formula).hasMatch()) {
            f.formula = QStringLiteral("%1 * %2").arg(*m_costShareOverride).arg(m_roles.priceColumn);
        }
        definitions << f;
    }
    // The question gives a cost share but the documents never define the cost term:
    // define it, so their margin formula ("UnitPrice - CostOfGoods") still compiles.
    const bool costDefined = std::any_of(definitions.cbegin(), definitions.cend(), [](const NamedFormula &d) {
        return d.name.contains(QLatin1String("cost"), Qt::CaseInsensitive);
    });
    if (m_costShareOverride && !costDefined && !m_roles.priceColumn.isEmpty())
        definitions << NamedFormula{QStringLiteral("CostOfGoods"),
                                    {QStringLiteral("Cost of Goods"), QStringLiteral("COGS"), QStringLiteral("cost")},
                                    QStringLiteral("%1 * %2").arg(*m_costShareOverride).arg(m_roles.priceColumn)};
    QStringList preferred;
    preferred << m_roles.lineTable << m_roles.orderTable;
    for (const Dimension &d : std::as_const(m_dimensions)) {
        if (d.kind == Dimension::Kind::Entity && !preferred.contains(d.table))
            preferred << d.table;
    }
    preferred.removeAll(QString());
    static const QRegularExpression aggregate(QStringLiteral("\\b(SUM|COUNT|AVG|MIN|MAX)\\s*\\("),
                                              QRegularExpression::CaseInsensitiveOption);
    wordFormulasAsNames(definitions, preferred);
    const FormulaCompiler compiler(m_schema, preferred, definitions);

    for (qsizetype i = 0; i < m_facts.kpis.size(); ++i) {
        planning::KpiDefinition k = m_facts.kpis.at(i);
        k.formula = definitions.at(i).formula;
        const QString expanded = compiler.expand(k.formula, k.name);
        if (!aggregate.match(expanded).hasMatch())
            continue;   // a named term such as CostOfGoods, not a metric
        QString why;
        const std::optional<QString> templ = compiler.compile(k.formula, k.name, &why);
        if (!templ) {
            m_notes << QStringLiteral("KPI %1 not usable: %2").arg(k.name, why);
            continue;
        }
        if (columnOutsideAggregates(*templ)) {
            m_notes << QStringLiteral("KPI %1 not usable: a column of it is neither summed, counted nor averaged").arg(k.name);
            continue;
        }
        if (sumsAcrossGrains(*templ, m_roles.lineTable)) {
            m_notes << QStringLiteral("KPI %1 not usable: it adds up another table's rows beside %2 rows, which would count each once per %2 row")
                           .arg(k.name, m_roles.lineTable);
            continue;
        }
        // Does the KPI redefine a measure we know (by name or alias)?
        QStringList names{k.name.toLower()};
        for (const QString &a : k.aliases)
            names << a.toLower();
        Measure m;
        for (const Measure &existing : std::as_const(m_measures)) {
            const bool same = std::any_of(names.cbegin(), names.cend(), [&existing](const QString &n) {
                return existing.synonyms.contains(n) || existing.label == n;
            });
            if (same && !k.legacy) {
                m = existing;
                break;
            }
        }
        if (m.id.isEmpty()) {
            m.id = QStringLiteral("kpi:") + text::words(k.name).join(QLatin1Char('_'));
            m.label = k.name.toLower();
            if (names.contains(QStringLiteral("gross margin")))
                m.id = QStringLiteral("gross_margin");
        }
        m.synonyms << names;
        if (m.id == QLatin1String("gross_margin"))
            m.synonyms << QStringLiteral("margin") << QStringLiteral("gross profit") << QStringLiteral("profit");
        const bool percent = k.name.contains(QLatin1Char('%')) || k.name.contains(QLatin1String("percent"), Qt::CaseInsensitive);
        // (A formula written for people that says "× 100" or "as a percentage" has it already.)
        const bool hundredfold = planning::timesHundred(k.formula);
        m.expr = percent && !hundredfold ? QStringLiteral("100.0 * (%1)").arg(*templ) : *templ;
        m.isPercent = percent || hundredfold;
        if (percent)
            m.synonyms << names.first().remove(QLatin1Char('%')).trimmed() + QStringLiteral(" percentage")
                       << names.first().remove(QLatin1Char('%')).trimmed() + QStringLiteral(" percent");
        m.definition = k.formula;
        m.sourceChunk = k.chunkId;
        // A term of the formula that is no metric of its own ("CostOfGoods = 0.7 * UnitPrice")
        // is a stand-in the documents give for data the database does not hold. A share the
        // question gives is the analyst's own assumption, not the documents'.
        m.standIn.clear();
        m.standInTerm.clear();
        const QList<NamedFormula> terms = m_costShareOverride ? QList<NamedFormula>() : definitions;
        for (const NamedFormula &d : terms) {
            if (d.name == k.name || aggregate.match(compiler.expand(d.formula, d.name)).hasMatch())
                continue;
            if (QRegularExpression(QStringLiteral("\\b%1\\b").arg(QRegularExpression::escape(d.name))).match(k.formula).hasMatch()) {
                m.standIn = QStringLiteral("%1 = %2").arg(d.name, d.formula);
                m.standInTerm = d.name;
            }
        }
        m.legacy = k.legacy;
        const QString trimmed = k.formula.trimmed();
        // A redefined count stays a count ("Units Sold = SUM(Quantity)" still counts units).
        m.isCount = m.isCount
            || (trimmed.startsWith(QLatin1String("COUNT"), Qt::CaseInsensitive) && !trimmed.contains(QLatin1Char('/')));
        m.additive = !trimmed.contains(QLatin1Char('/')) && !trimmed.startsWith(QLatin1String("AVG"), Qt::CaseInsensitive);
        const QStringList tables = tablesIn(m.expr);
        m.grain = tables.contains(m_roles.lineTable) ? Grain::Line
                                                     : (tables.contains(m_roles.orderTable) ? Grain::Order : Grain::Entity);
        if (m.grain == Grain::Entity && !tables.isEmpty())
            m.entityTable = tables.first();
        addMeasure(m);
    }
}

SemanticModel SemanticModel::build(const sql::Schema &schema, const sql::SqlDialect &dialect,
                                   sql::QueryExecutor *executor, const planning::DocumentFacts &facts)
{
    SemanticModel model;
    model.m_schema = schema;
    model.m_dialect = &dialect;
    model.m_facts = facts;
    model.detectRoles();
    model.addDimensions(executor);
    model.compileMeasures();
    return model;
}

void SemanticModel::compileMeasures()
{
    m_measures.clear();
    m_notes.clear();
    addBuiltInMeasures();
    addEntityMeasures();
    addDurationMeasures();
    addDocumentKpis();
}

SemanticModel SemanticModel::withDocuments(const planning::DocumentFacts &facts) const
{
    SemanticModel copy = *this;
    copy.m_facts = facts;
    copy.addDocumentDimensions();
    copy.compileMeasures();
    return copy;
}

void SemanticModel::addDocumentDimensions()
{
    // A reporting group rolls categories up: group by it through a CASE over the category name.
    const Dimension *category = nullptr;
    for (const Dimension &d : std::as_const(m_dimensions)) {
        if (d.kind == Dimension::Kind::Entity && d.label == QLatin1String("category"))
            category = &d;
    }
    if (!category || m_facts.groups.isEmpty())
        return;
    QString cases = QStringLiteral("CASE");
    Dimension g;
    for (const planning::ReportingGroup &group : m_facts.groups) {
        QStringList quoted;
        for (const QString &c : group.categories)
            quoted << m_dialect->quoteString(c);
        cases += QStringLiteral(" WHEN %1 IN (%2) THEN %3")
                     .arg(category->displayExpr, quoted.join(QStringLiteral(", ")), m_dialect->quoteString(group.name));
        g.values << group.name;
    }
    cases += QStringLiteral(" ELSE 'Other' END");
    g.kind = Dimension::Kind::Attribute;
    g.id = QStringLiteral("reporting_group");
    g.label = QStringLiteral("reporting group");
    g.table = category->table;
    g.keyColumn = category->keyColumn;
    g.displayExpr = cases;
    g.synonyms = {QStringLiteral("reporting group"), QStringLiteral("reporting groups"), QStringLiteral("group"),
                  QStringLiteral("groups"), QStringLiteral("product group"), QStringLiteral("product groups")};
    m_dimensions.removeIf([](const Dimension &d) { return d.id == QLatin1String("reporting_group"); });
    m_dimensions << g;
}

SemanticModel SemanticModel::withCostShare(double share, const QString &source) const
{
    SemanticModel copy = *this;
    copy.m_costShareOverride = share;
    copy.m_costSource = source;
    copy.compileMeasures();
    return copy;
}

} // namespace rac::semantic
