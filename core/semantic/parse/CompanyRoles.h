// SPDX-License-Identifier: MIT
//
// Which kind of company a question means. "company" is the vocabulary's synonym
// for the customers, but in a schema where suppliers and shippers are named by a
// company name too, the verb said with the word tells which: "products supplied
// by companies in France" are the suppliers' (WordNet derives "supplier" from
// "supply"), "companies that ship orders" the shippers'. Read from the schema and
// WordNet, not from a list of verbs.
#pragma once

#include "semantic/parse/QuestionReader.h"

namespace rac::semantic {

class Lexicon;

// A word for companies or the business ("company", "companies", "firms"): the vocabulary's
// business_self_nouns, singular or plural.
bool namesCompanies(const QString &lowerWord);

// Tables whose rows are named by a company name (CompanyName, company_name).
QStringList tablesNamedAsCompanies(const Lexicon &lexicon);

// Rebinds each word for companies whose verb names another company table, and
// records in `read.rolesByVerb` the tokens whose table a verb decided.
void readCompanyRolesByVerb(const Lexicon &lexicon, ReadQuestion &read);

} // namespace rac::semantic
