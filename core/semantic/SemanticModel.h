// SPDX-License-Identifier: MIT
//
// SemanticModel: what the database means, built by introspection so it works on
// databases it has never seen. It finds the roles tables play (the order-line
// fact table, the order header with its date, the entities the lines point to
// through foreign keys), and from them the measures (revenue, quantity, orders,
// AOV, margin, ... plus any KPI the documents define, compiled from its
// formula) and dimensions (each entity, its country/city-like attributes,
// year/quarter/month) with English synonyms and join paths.
//
// Expressions are templates in which columns are written {Table.Column}; the
// SQL builder substitutes table aliases once it has planned the joins.
// Built once per database/corpus on the worker thread; read-only afterwards.
#pragma once

#include "planning/DocumentFacts.h"
#include "sql/Schema.h"
#include "sql/SqlDialect.h"

#include <QHash>
#include <QStringList>

#include <optional>

namespace rac::sql {
class QueryExecutor;
}

namespace rac::semantic {

enum class Grain { Line, Order, Entity };

// The days from an order's date to another date it keeps ("days to ship"), one measure per date
// column (SemanticModel::addDurationMeasures): their ids say so.
inline bool isDurationMeasure(const QString &measureId) { return measureId.startsWith(QLatin1String("days:")); }

struct NamedFormula;

struct Measure {
    QString id;               // "revenue", "aov", "gross_margin", "kpi:freight_per_order"
    QString label;            // "revenue"
    QStringList synonyms;     // lower-case phrases that name it
    QString expr;             // template, e.g. SUM({Order Details.UnitPrice} * ...)
    QStringList tables;       // tables the template reads
    Grain grain = Grain::Line;
    QString entityTable;      // for Grain::Entity
    QString definition;       // the formula in words/SQL for the explanation
    QString sourceChunk;      // KPI chunk it was compiled from, if any
    bool legacy = false;
    bool isCount = false;     // integer-valued
    bool isPercent = false;
    bool additive = true;     // a plain SUM/COUNT that CASE-splits by period
    bool snapshot = false;    // a current value (stock, list price) with no history by date
    bool isFraction = false;  // a rate stored as 0..1 (discount), shown x100 when asked "as a percentage"
    QString standIn;          // a term the documents define for data the database lacks
                              // ("CostOfGoods = 0.7 * UnitPrice"): the figure is an estimate
    QString standInTerm;      // that term's name alone ("CostOfGoods")
};

struct Dimension {
    enum class Kind { Entity, Attribute, Time, Flag };
    QString id;               // "products", "customers.country", "year"
    QString label;            // "product", "country", "year"
    Kind kind = Kind::Entity;
    QStringList synonyms;
    QString table;
    QString keyColumn;        // grouping key (primary key for entities)
    QString displayExpr;      // template for the shown name
    QStringList values;       // distinct display values, for recognising filters
    int priority = 0;         // which of several same-named attributes wins ("country")
};

struct Roles {
    QString lineTable;        // order lines ("Order Details")
    QString orderTable;       // order headers ("Orders")
    QString dateColumn;       // on orderTable ("OrderDate")
    QString quantityColumn, priceColumn, discountColumn;   // on lineTable
    QString orderKeyOnLine;   // lineTable column pointing at orderTable
    QString orderKey;         // orderTable primary key
    bool hasSales() const { return !lineTable.isEmpty() && !quantityColumn.isEmpty(); }
};

class SemanticModel {
public:
    // executor is used to read distinct values of name-like columns (capped);
    // facts supplies KPI formulas; categoryTable is detected from the schema.
    static SemanticModel build(const sql::Schema &schema, const sql::SqlDialect &dialect, sql::QueryExecutor *executor,
                               const planning::DocumentFacts &facts);

    // The same model with the documents' KPIs compiled in; dimensions (and the
    // database values read for them) are reused, so no query runs again.
    SemanticModel withDocuments(const planning::DocumentFacts &facts) const;

    // Recompile document KPIs with a different CostOfGoods share (from the question).
    SemanticModel withCostShare(double share, const QString &source) const;

    const sql::Schema &schema() const { return m_schema; }
    const Roles &roles() const { return m_roles; }
    const QList<Measure> &measures() const { return m_measures; }
    const planning::DocumentFacts &facts() const { return m_facts; }
    const QList<Dimension> &dimensions() const { return m_dimensions; }
    const Measure *measure(const QString &id) const;
    const Dimension *dimension(const QString &id) const;
    QStringList categoryNames() const;     // values of the category-like entity, for document parsing
    QStringList notes() const { return m_notes; }

    // Shortest join path between two tables over foreign keys: the list of keys to follow.
    QList<sql::ForeignKey> joinPath(const QString &from, const QString &to) const;

    // Column names in an expression template ({Table.Column}) -> the tables it reads.
    static QStringList tablesIn(const QString &templ);

private:
    void detectRoles();
    void addDimensions(sql::QueryExecutor *executor);
    void addBuiltInMeasures();
    // Formulas the documents write in words ("Net Revenue ÷ number of distinct orders") made
    // names the formula compiler reads; the model's own measures join as names they may use.
    void wordFormulasAsNames(QList<NamedFormula> &definitions, const QStringList &preferred) const;
    void addDocumentKpis();
    void addEntityMeasures();
    void addDurationMeasures();   // days between the order date and the order's other dates
    void addMeasure(Measure m);
    void compileMeasures();
    void addDocumentDimensions();   // reporting groups from the documents   // measures from the roles, dimensions, facts and cost override

    sql::Schema m_schema;
    const sql::SqlDialect *m_dialect = nullptr;
    planning::DocumentFacts m_facts;
    std::optional<double> m_costShareOverride;
    QString m_costSource;
    Roles m_roles;
    QList<Measure> m_measures;
    QList<Dimension> m_dimensions;
    QStringList m_notes;
};

// "{Order Details.UnitPrice}" for a table and column.
QString columnRef(const QString &table, const QString &column);

} // namespace rac::semantic
