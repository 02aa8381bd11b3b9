// NorthwindCatalog.h
//
// The static reference half of the classic Microsoft Northwind sample database
// (categories, suppliers, products, shippers, employees, customers, regions,
// territories) as plain constant tables. NorthwindGenerator writes these rows
// verbatim and synthesises only the transactional half (orders and order lines)
// around them, so questions about "Chai" or "Côte de Blaye" have the familiar
// answers. No Qt and no other dependency: this is used by a stand-alone tool.
//
// Text fields use nullptr for SQL NULL. Money is kept in integer cents so that
// every derived price is computed exactly and reproducibly.
#pragma once

#include <span>

namespace rac::tools {

struct NorthwindCategory {
    int id;
    const char *name;
    const char *description;
};

struct NorthwindSupplier {
    int id;
    const char *companyName;
    const char *contactName;
    const char *contactTitle;
    const char *address;
    const char *city;
    const char *region;
    const char *postalCode;
    const char *country;
    const char *phone;
    const char *fax;
    const char *homePage;
};

struct NorthwindProduct {
    int id;
    const char *name;
    int supplierId;
    int categoryId;
    const char *quantityPerUnit;
    int unitPriceCents; // current list price
    int unitsInStock;
    int unitsOnOrder;
    int reorderLevel;
    bool discontinued;
};

struct NorthwindShipper {
    int id;
    const char *companyName;
    const char *phone;
};

struct NorthwindEmployee {
    int id;
    const char *lastName;
    const char *firstName;
    const char *title;
    const char *titleOfCourtesy;
    const char *birthDate; // YYYY-MM-DD
    const char *hireDate;  // YYYY-MM-DD
    const char *address;
    const char *city;
    const char *region;
    const char *postalCode;
    const char *country;
    const char *homePhone;
    const char *extension;
    const char *notes;
    int reportsTo; // 0 = reports to nobody (NULL)
    const char *photoPath;
};

struct NorthwindCustomer {
    const char *id; // classic 5-letter code, e.g. "ALFKI"
    const char *companyName;
    const char *contactName;
    const char *contactTitle;
    const char *address;
    const char *city;
    const char *region;
    const char *postalCode;
    const char *country;
    const char *phone;
    const char *fax;
};

struct NorthwindRegion {
    int id;
    const char *description;
};

struct NorthwindTerritory {
    const char *id; // US zip code, kept as text like the original
    const char *description;
    int regionId;
};

struct NorthwindEmployeeTerritory {
    int employeeId;
    const char *territoryId;
};

namespace NorthwindCatalog {

std::span<const NorthwindCategory> categories();
std::span<const NorthwindSupplier> suppliers();
std::span<const NorthwindProduct> products();
std::span<const NorthwindShipper> shippers();
std::span<const NorthwindEmployee> employees();
std::span<const NorthwindCustomer> customers();
std::span<const NorthwindRegion> regions();
std::span<const NorthwindTerritory> territories();
std::span<const NorthwindEmployeeTerritory> employeeTerritories();

} // namespace NorthwindCatalog

} // namespace rac::tools
