// NorthwindCatalog.cpp
//
// The classic Northwind reference rows, transcribed as constant tables.
// Values follow the well-known Microsoft sample (prices, stock levels,
// discontinued flags, reporting lines); long free-text fields such as the
// employee notes are kept but may be abridged.
#include "NorthwindCatalog.h"

#include <array>

namespace rac::tools {

namespace {

constexpr std::array<NorthwindCategory, 8> kCategories{{
    {1, "Beverages", "Soft drinks, coffees, teas, beers, and ales"},
    {2, "Condiments", "Sweet and savory sauces, relishes, spreads, and seasonings"},
    {3, "Confections", "Desserts, candies, and sweet breads"},
    {4, "Dairy Products", "Cheeses"},
    {5, "Grains/Cereals", "Breads, crackers, pasta, and cereal"},
    {6, "Meat/Poultry", "Prepared meats"},
    {7, "Produce", "Dried fruit and bean curd"},
    {8, "Seafood", "Seaweed and fish"},
}};

constexpr std::array<NorthwindSupplier, 29> kSuppliers{{
    {1, "Exotic Liquids", "Charlotte Cooper", "Purchasing Manager", "49 Gilbert St.", "London", nullptr, "EC1 4SD", "UK", "(171) 555-2222", nullptr, nullptr},
    {2, "New Orleans Cajun Delights", "Shelley Burke", "Order Administrator", "P.O. Box 78934", "New Orleans", "LA", "70117", "USA", "(100) 555-4822", nullptr, "#CAJUN.HTM#"},
    {3, "Grandma Kelly's Homestead", "Regina Murphy", "Sales Representative", "707 Oxford Rd.", "Ann Arbor", "MI", "48104", "USA", "(313) 555-5735", "(313) 555-3349", nullptr},
    {4, "Tokyo Traders", "Yoshi Nagase", "Marketing Manager", "9-8 Sekimai Musashino-shi", "Tokyo", nullptr, "100", "Japan", "(03) 3555-5011", nullptr, nullptr},
    {5, "Cooperativa de Quesos 'Las Cabras'", "Antonio del Valle Saavedra", "Export Administrator", "Calle del Rosal 4", "Oviedo", "Asturias", "33007", "Spain", "(98) 598 76 54", nullptr, nullptr},
    {6, "Mayumi's", "Mayumi Ohno", "Marketing Representative", "92 Setsuko Chuo-ku", "Osaka", nullptr, "545", "Japan", "(06) 431-7877", nullptr, "Mayumi's (on the World Wide Web)#http://www.microsoft.com/accessdev/sampleapps/mayumi.htm#"},
    {7, "Pavlova, Ltd.", "Ian Devling", "Marketing Manager", "74 Rose St. Moonie Ponds", "Melbourne", "Victoria", "3058", "Australia", "(03) 444-2343", "(03) 444-6588", nullptr},
    {8, "Specialty Biscuits, Ltd.", "Peter Wilson", "Sales Representative", "29 King's Way", "Manchester", nullptr, "M14 GSD", "UK", "(161) 555-4448", nullptr, nullptr},
    {9, "PB Knäckebröd AB", "Lars Peterson", "Sales Agent", "Kaloadagatan 13", "Göteborg", nullptr, "S-345 67", "Sweden", "031-987 65 43", "031-987 65 91", nullptr},
    {10, "Refrescos Americanas LTDA", "Carlos Diaz", "Marketing Manager", "Av. das Americanas 12.890", "Sao Paulo", nullptr, "5442", "Brazil", "(11) 555 4640", nullptr, nullptr},
    {11, "Heli Süßwaren GmbH & Co. KG", "Petra Winkler", "Sales Manager", "Tiergartenstraße 5", "Berlin", nullptr, "10785", "Germany", "(010) 9984510", nullptr, nullptr},
    {12, "Plutzer Lebensmittelgroßmärkte AG", "Martin Bein", "International Marketing Mgr.", "Bogenallee 51", "Frankfurt", nullptr, "60439", "Germany", "(069) 992755", nullptr, "Plutzer (on the World Wide Web)#http://www.microsoft.com/accessdev/sampleapps/plutzer.htm#"},
    {13, "Nord-Ost-Fisch Handelsgesellschaft mbH", "Sven Petersen", "Coordinator Foreign Markets", "Frahmredder 112a", "Cuxhaven", nullptr, "27478", "Germany", "(04721) 8713", "(04721) 8714", nullptr},
    {14, "Formaggi Fortini s.r.l.", "Elio Rossi", "Sales Representative", "Viale Dante, 75", "Ravenna", nullptr, "48100", "Italy", "(0544) 60323", "(0544) 60603", "#FORMAGGI.HTM#"},
    {15, "Norske Meierier", "Beate Vileid", "Marketing Manager", "Hatlevegen 5", "Sandvika", nullptr, "1320", "Norway", "(0)2-953010", nullptr, nullptr},
    {16, "Bigfoot Breweries", "Cheryl Saylor", "Regional Account Rep.", "3400 - 8th Avenue Suite 210", "Bend", "OR", "97101", "USA", "(503) 555-9931", nullptr, nullptr},
    {17, "Svensk Sjöföda AB", "Michael Björn", "Sales Representative", "Brovallavägen 231", "Stockholm", nullptr, "S-123 45", "Sweden", "08-123 45 67", nullptr, nullptr},
    {18, "Aux joyeux ecclésiastiques", "Guylène Nodier", "Sales Manager", "203, Rue des Francs-Bourgeois", "Paris", nullptr, "75004", "France", "(1) 03.83.00.68", "(1) 03.83.00.62", nullptr},
    {19, "New England Seafood Cannery", "Robb Merchant", "Wholesale Account Agent", "Order Processing Dept. 2100 Paul Revere Blvd.", "Boston", "MA", "02134", "USA", "(617) 555-3267", "(617) 555-3389", nullptr},
    {20, "Leka Trading", "Chandra Leka", "Owner", "471 Serangoon Loop, Suite #402", "Singapore", nullptr, "0512", "Singapore", "555-8787", nullptr, nullptr},
    {21, "Lyngbysild", "Niels Petersen", "Sales Manager", "Lyngbysild Fiskebakken 10", "Lyngby", nullptr, "2800", "Denmark", "43844108", "43844115", nullptr},
    {22, "Zaanse Snoepfabriek", "Dirk Luchte", "Accounting Manager", "Verkoop Rijnweg 22", "Zaandam", nullptr, "9999 ZZ", "Netherlands", "(12345) 1212", "(12345) 1210", nullptr},
    {23, "Karkki Oy", "Anne Heikkonen", "Product Manager", "Valtakatu 12", "Lappeenranta", nullptr, "53120", "Finland", "(953) 10956", nullptr, nullptr},
    {24, "G'day, Mate", "Wendy Mackenzie", "Sales Representative", "170 Prince Edward Parade Hunter's Hill", "Sydney", "NSW", "2042", "Australia", "(02) 555-5914", "(02) 555-4873", "G'day Mate (on the World Wide Web)#http://www.microsoft.com/accessdev/sampleapps/gdaymate.htm#"},
    {25, "Ma Maison", "Jean-Guy Lauzon", "Marketing Manager", "2960 Rue St. Laurent", "Montréal", "Québec", "H1J 1C3", "Canada", "(514) 555-9022", nullptr, nullptr},
    {26, "Pasta Buttini s.r.l.", "Giovanni Giudici", "Order Administrator", "Via dei Gelsomini, 153", "Salerno", nullptr, "84100", "Italy", "(089) 6547665", "(089) 6547667", nullptr},
    {27, "Escargots Nouveaux", "Marie Delamare", "Sales Manager", "22, rue H. Voiron", "Montceau", nullptr, "71300", "France", "85.57.00.07", nullptr, nullptr},
    {28, "Gai pâturage", "Eliane Noz", "Sales Representative", "Bat. B 3, rue des Alpes", "Annecy", nullptr, "74000", "France", "38.76.98.06", "38.76.98.58", nullptr},
    {29, "Forêts d'érables", "Chantal Goulet", "Accounting Manager", "148 rue Chasseur", "Ste-Hyacinthe", "Québec", "J2S 7S8", "Canada", "(514) 555-2955", "(514) 555-2921", nullptr},
}};

// id, name, supplier, category, quantity per unit, list price (cents),
// in stock, on order, reorder level, discontinued
constexpr std::array<NorthwindProduct, 77> kProducts{{
    {1, "Chai", 1, 1, "10 boxes x 20 bags", 1800, 39, 0, 10, false},
    {2, "Chang", 1, 1, "24 - 12 oz bottles", 1900, 17, 40, 25, false},
    {3, "Aniseed Syrup", 1, 2, "12 - 550 ml bottles", 1000, 13, 70, 25, false},
    {4, "Chef Anton's Cajun Seasoning", 2, 2, "48 - 6 oz jars", 2200, 53, 0, 0, false},
    {5, "Chef Anton's Gumbo Mix", 2, 2, "36 boxes", 2135, 0, 0, 0, true},
    {6, "Grandma's Boysenberry Spread", 3, 2, "12 - 8 oz jars", 2500, 120, 0, 25, false},
    {7, "Uncle Bob's Organic Dried Pears", 3, 7, "12 - 1 lb pkgs.", 3000, 15, 0, 10, false},
    {8, "Northwoods Cranberry Sauce", 3, 2, "12 - 12 oz jars", 4000, 6, 0, 0, false},
    {9, "Mishi Kobe Niku", 4, 6, "18 - 500 g pkgs.", 9700, 29, 0, 0, true},
    {10, "Ikura", 4, 8, "12 - 200 ml jars", 3100, 31, 0, 0, false},
    {11, "Queso Cabrales", 5, 4, "1 kg pkg.", 2100, 22, 30, 30, false},
    {12, "Queso Manchego La Pastora", 5, 4, "10 - 500 g pkgs.", 3800, 86, 0, 0, false},
    {13, "Konbu", 6, 8, "2 kg box", 600, 24, 0, 5, false},
    {14, "Tofu", 6, 7, "40 - 100 g pkgs.", 2325, 35, 0, 0, false},
    {15, "Genen Shouyu", 6, 2, "24 - 250 ml bottles", 1550, 39, 0, 5, false},
    {16, "Pavlova", 7, 3, "32 - 500 g boxes", 1745, 29, 0, 10, false},
    {17, "Alice Mutton", 7, 6, "20 - 1 kg tins", 3900, 0, 0, 0, true},
    {18, "Carnarvon Tigers", 7, 8, "16 kg pkg.", 6250, 42, 0, 0, false},
    {19, "Teatime Chocolate Biscuits", 8, 3, "10 boxes x 12 pieces", 920, 25, 0, 5, false},
    {20, "Sir Rodney's Marmalade", 8, 3, "30 gift boxes", 8100, 40, 0, 0, false},
    {21, "Sir Rodney's Scones", 8, 3, "24 pkgs. x 4 pieces", 1000, 3, 40, 5, false},
    {22, "Gustaf's Knäckebröd", 9, 5, "24 - 500 g pkgs.", 2100, 104, 0, 25, false},
    {23, "Tunnbröd", 9, 5, "12 - 250 g pkgs.", 900, 61, 0, 25, false},
    {24, "Guaraná Fantástica", 10, 1, "12 - 355 ml cans", 450, 20, 0, 0, true},
    {25, "NuNuCa Nuß-Nougat-Creme", 11, 3, "20 - 450 g glasses", 1400, 76, 0, 30, false},
    {26, "Gumbär Gummibärchen", 11, 3, "100 - 250 g bags", 3123, 15, 0, 0, false},
    {27, "Schoggi Schokolade", 11, 3, "100 - 100 g pieces", 4390, 49, 0, 30, false},
    {28, "Rössle Sauerkraut", 12, 7, "25 - 825 g cans", 4560, 26, 0, 0, true},
    {29, "Thüringer Rostbratwurst", 12, 6, "50 bags x 30 sausgs.", 12379, 0, 0, 0, true},
    {30, "Nord-Ost Matjeshering", 13, 8, "10 - 200 g glasses", 2589, 10, 0, 15, false},
    {31, "Gorgonzola Telino", 14, 4, "12 - 100 g pkgs", 1250, 0, 70, 20, false},
    {32, "Mascarpone Fabioli", 14, 4, "24 - 200 g pkgs.", 3200, 9, 40, 25, false},
    {33, "Geitost", 15, 4, "500 g", 250, 112, 0, 20, false},
    {34, "Sasquatch Ale", 16, 1, "24 - 12 oz bottles", 1400, 111, 0, 15, false},
    {35, "Steeleye Stout", 16, 1, "24 - 12 oz bottles", 1800, 20, 0, 15, false},
    {36, "Inlagd Sill", 17, 8, "24 - 250 g jars", 1900, 112, 0, 20, false},
    {37, "Gravad lax", 17, 8, "12 - 500 g pkgs.", 2600, 11, 50, 25, false},
    {38, "Côte de Blaye", 18, 1, "12 - 75 cl bottles", 26350, 17, 0, 15, false},
    {39, "Chartreuse verte", 18, 1, "750 cc per bottle", 1800, 69, 0, 5, false},
    {40, "Boston Crab Meat", 19, 8, "24 - 4 oz tins", 1840, 123, 0, 30, false},
    {41, "Jack's New England Clam Chowder", 19, 8, "12 - 12 oz cans", 965, 85, 0, 10, false},
    {42, "Singaporean Hokkien Fried Mee", 20, 5, "32 - 1 kg pkgs.", 1400, 26, 0, 0, true},
    {43, "Ipoh Coffee", 20, 1, "16 - 500 g tins", 4600, 17, 10, 25, false},
    {44, "Gula Malacca", 20, 2, "20 - 2 kg bags", 1945, 27, 0, 15, false},
    {45, "Rogede sild", 21, 8, "1k pkg.", 950, 5, 70, 15, false},
    {46, "Spegesild", 21, 8, "4 - 450 g glasses", 1200, 95, 0, 0, false},
    {47, "Zaanse koeken", 22, 3, "10 - 4 oz boxes", 950, 36, 0, 0, false},
    {48, "Chocolade", 22, 3, "10 pkgs.", 1275, 15, 70, 25, false},
    {49, "Maxilaku", 23, 3, "24 - 50 g pkgs.", 2000, 10, 60, 15, false},
    {50, "Valkoinen suklaa", 23, 3, "12 - 100 g bars", 1625, 65, 0, 30, false},
    {51, "Manjimup Dried Apples", 24, 7, "50 - 300 g pkgs.", 5300, 20, 0, 10, false},
    {52, "Filo Mix", 24, 5, "16 - 2 kg boxes", 700, 38, 0, 25, false},
    {53, "Perth Pasties", 24, 6, "48 pieces", 3280, 0, 0, 0, true},
    {54, "Tourtière", 25, 6, "16 pies", 745, 21, 0, 10, false},
    {55, "Pâté chinois", 25, 6, "24 boxes x 2 pies", 2400, 115, 0, 20, false},
    {56, "Gnocchi di nonna Alice", 26, 5, "24 - 250 g pkgs.", 3800, 21, 10, 30, false},
    {57, "Ravioli Angelo", 26, 5, "24 - 250 g pkgs.", 1950, 36, 0, 20, false},
    {58, "Escargots de Bourgogne", 27, 8, "24 pieces", 1325, 62, 0, 20, false},
    {59, "Raclette Courdavault", 28, 4, "5 kg pkg.", 5500, 79, 0, 0, false},
    {60, "Camembert Pierrot", 28, 4, "15 - 300 g rounds", 3400, 19, 0, 0, false},
    {61, "Sirop d'érable", 29, 2, "24 - 500 ml bottles", 2850, 113, 0, 25, false},
    {62, "Tarte au sucre", 29, 3, "48 pies", 4930, 17, 0, 0, false},
    {63, "Vegie-spread", 7, 2, "15 - 625 g jars", 4390, 24, 0, 5, false},
    {64, "Wimmers gute Semmelknödel", 12, 5, "20 bags x 4 pieces", 3325, 22, 80, 30, false},
    {65, "Louisiana Fiery Hot Pepper Sauce", 2, 2, "32 - 8 oz bottles", 2105, 76, 0, 0, false},
    {66, "Louisiana Hot Spiced Okra", 2, 2, "24 - 8 oz jars", 1700, 4, 100, 20, false},
    {67, "Laughing Lumberjack Lager", 16, 1, "24 - 12 oz bottles", 1400, 52, 0, 10, false},
    {68, "Scottish Longbreads", 8, 3, "10 boxes x 8 pieces", 1250, 6, 10, 15, false},
    {69, "Gudbrandsdalsost", 15, 4, "10 kg pkg.", 3600, 26, 0, 15, false},
    {70, "Outback Lager", 7, 1, "24 - 355 ml bottles", 1500, 15, 10, 30, false},
    {71, "Flotemysost", 15, 4, "10 - 500 g pkgs.", 2150, 26, 0, 0, false},
    {72, "Mozzarella di Giovanni", 14, 4, "24 - 200 g pkgs.", 3480, 14, 0, 0, false},
    {73, "Röd Kaviar", 17, 8, "24 - 150 g jars", 1500, 101, 0, 5, false},
    {74, "Longlife Tofu", 4, 7, "5 kg pkg.", 1000, 4, 20, 5, false},
    {75, "Rhönbräu Klosterbier", 12, 1, "24 - 0.5 l bottles", 775, 125, 0, 25, false},
    {76, "Lakkalikööri", 23, 1, "500 ml", 1800, 57, 0, 20, false},
    {77, "Original Frankfurter grüne Soße", 12, 2, "12 boxes", 1300, 32, 0, 15, false},
}};

constexpr std::array<NorthwindShipper, 3> kShippers{{
    {1, "Speedy Express", "(503) 555-9831"},
    {2, "United Package", "(503) 555-3199"},
    {3, "Federal Shipping", "(503) 555-9931"},
}};

constexpr std::array<NorthwindEmployee, 9> kEmployees{{
    {1, "Davolio", "Nancy", "Sales Representative", "Ms.", "1948-12-08", "1992-05-01",
     "507 - 20th Ave. E. Apt. 2A", "Seattle", "WA", "98122", "USA", "(206) 555-9857", "5467",
     "Education includes a BA in psychology from Colorado State University in 1970. She also "
     "completed \"The Art of the Cold Call.\" Nancy is a member of Toastmasters International.",
     2, "http://accweb/emmployees/davolio.bmp"},
    {2, "Fuller", "Andrew", "Vice President, Sales", "Dr.", "1952-02-19", "1992-08-14",
     "908 W. Capital Way", "Tacoma", "WA", "98401", "USA", "(206) 555-9482", "3457",
     "Andrew received his BTS commercial in 1974 and a Ph.D. in international marketing from the "
     "University of Dallas in 1981. He is fluent in French and Italian and reads German. He joined "
     "the company as a sales representative, was promoted to sales manager in January 1992 and to "
     "vice president of sales in March 1993.",
     0, "http://accweb/emmployees/fuller.bmp"},
    {3, "Leverling", "Janet", "Sales Representative", "Ms.", "1963-08-30", "1992-04-01",
     "722 Moss Bay Blvd.", "Kirkland", "WA", "98033", "USA", "(206) 555-3412", "3355",
     "Janet has a BS degree in chemistry from Boston College (1984). She has also completed a "
     "certificate program in food retailing management. Janet was hired as a sales associate in "
     "1991 and promoted to sales representative in February 1992.",
     2, "http://accweb/emmployees/leverling.bmp"},
    {4, "Peacock", "Margaret", "Sales Representative", "Mrs.", "1937-09-19", "1993-05-03",
     "4110 Old Redmond Rd.", "Redmond", "WA", "98052", "USA", "(206) 555-8122", "5176",
     "Margaret holds a BA in English literature from Concordia College (1958) and an MA from the "
     "American Institute of Culinary Arts (1966). She was assigned to the London office temporarily "
     "from July through November 1992.",
     2, "http://accweb/emmployees/peacock.bmp"},
    {5, "Buchanan", "Steven", "Sales Manager", "Mr.", "1955-03-04", "1993-10-17",
     "14 Garrett Hill", "London", nullptr, "SW1 8JR", "UK", "(71) 555-4848", "3453",
     "Steven Buchanan graduated from St. Andrews University, Scotland, with a BSC degree in 1976. "
     "Upon joining the company as a sales representative in 1992, he spent 6 months in an "
     "orientation program at the Seattle office and then returned to his permanent post in London. "
     "He was promoted to sales manager in March 1993.",
     2, "http://accweb/emmployees/buchanan.bmp"},
    {6, "Suyama", "Michael", "Sales Representative", "Mr.", "1963-07-02", "1993-10-17",
     "Coventry House Miner Rd.", "London", nullptr, "EC2 7JR", "UK", "(71) 555-7773", "428",
     "Michael is a graduate of Sussex University (MA, economics, 1983) and the University of "
     "California at Los Angeles (MBA, marketing, 1986). He is fluent in Japanese and can read and "
     "write French, Portuguese, and Spanish.",
     5, "http://accweb/emmployees/suyama.bmp"},
    {7, "King", "Robert", "Sales Representative", "Mr.", "1960-05-29", "1994-01-02",
     "Edgeham Hollow Winchester Way", "London", nullptr, "RG1 9SP", "UK", "(71) 555-5598", "465",
     "Robert King served in the Peace Corps and traveled extensively before completing his degree "
     "in English at the University of Michigan in 1992, the year he joined the company. After "
     "completing a course entitled \"Selling in Europe,\" he was transferred to the London office "
     "in March 1993.",
     5, "http://accweb/emmployees/king.bmp"},
    {8, "Callahan", "Laura", "Inside Sales Coordinator", "Ms.", "1958-01-09", "1994-03-05",
     "4726 - 11th Ave. N.E.", "Seattle", "WA", "98105", "USA", "(206) 555-1189", "2344",
     "Laura received a BA in psychology from the University of Washington. She has also completed "
     "a course in business French. She reads and writes French.",
     2, "http://accweb/emmployees/callahan.bmp"},
    {9, "Dodsworth", "Anne", "Sales Representative", "Ms.", "1966-01-27", "1994-11-15",
     "7 Houndstooth Rd.", "London", nullptr, "WG2 7LT", "UK", "(71) 555-4444", "452",
     "Anne has a BA degree in English from St. Lawrence College. She is fluent in French and German.",
     5, "http://accweb/emmployees/dodsworth.bmp"},
}};

// id, company, contact, title, address, city, region, postal code, country, phone, fax
constexpr std::array<NorthwindCustomer, 91> kCustomers{{
    {"ALFKI", "Alfreds Futterkiste", "Maria Anders", "Sales Representative", "Obere Str. 57", "Berlin", nullptr, "12209", "Germany", "030-0074321", "030-0076545"},
    {"ANATR", "Ana Trujillo Emparedados y helados", "Ana Trujillo", "Owner", "Avda. de la Constitución 2222", "México D.F.", nullptr, "05021", "Mexico", "(5) 555-4729", "(5) 555-3745"},
    {"ANTON", "Antonio Moreno Taquería", "Antonio Moreno", "Owner", "Mataderos  2312", "México D.F.", nullptr, "05023", "Mexico", "(5) 555-3932", nullptr},
    {"AROUT", "Around the Horn", "Thomas Hardy", "Sales Representative", "120 Hanover Sq.", "London", nullptr, "WA1 1DP", "UK", "(171) 555-7788", "(171) 555-6750"},
    {"BERGS", "Berglunds snabbköp", "Christina Berglund", "Order Administrator", "Berguvsvägen  8", "Luleå", nullptr, "S-958 22", "Sweden", "0921-12 34 65", "0921-12 34 67"},
    {"BLAUS", "Blauer See Delikatessen", "Hanna Moos", "Sales Representative", "Forsterstr. 57", "Mannheim", nullptr, "68306", "Germany", "0621-08460", "0621-08924"},
    {"BLONP", "Blondesddsl père et fils", "Frédérique Citeaux", "Marketing Manager", "24, place Kléber", "Strasbourg", nullptr, "67000", "France", "88.60.15.31", "88.60.15.32"},
    {"BOLID", "Bólido Comidas preparadas", "Martín Sommer", "Owner", "C/ Araquil, 67", "Madrid", nullptr, "28023", "Spain", "(91) 555 22 82", "(91) 555 91 99"},
    {"BONAP", "Bon app'", "Laurence Lebihan", "Owner", "12, rue des Bouchers", "Marseille", nullptr, "13008", "France", "91.24.45.40", "91.24.45.41"},
    {"BOTTM", "Bottom-Dollar Markets", "Elizabeth Lincoln", "Accounting Manager", "23 Tsawassen Blvd.", "Tsawassen", "BC", "T2F 8M4", "Canada", "(604) 555-4729", "(604) 555-3745"},
    {"BSBEV", "B's Beverages", "Victoria Ashworth", "Sales Representative", "Fauntleroy Circus", "London", nullptr, "EC2 5NT", "UK", "(171) 555-1212", nullptr},
    {"CACTU", "Cactus Comidas para llevar", "Patricio Simpson", "Sales Agent", "Cerrito 333", "Buenos Aires", nullptr, "1010", "Argentina", "(1) 135-5555", "(1) 135-4892"},
    {"CENTC", "Centro comercial Moctezuma", "Francisco Chang", "Marketing Manager", "Sierras de Granada 9993", "México D.F.", nullptr, "05022", "Mexico", "(5) 555-3392", "(5) 555-7293"},
    {"CHOPS", "Chop-suey Chinese", "Yang Wang", "Owner", "Hauptstr. 29", "Bern", nullptr, "3012", "Switzerland", "0452-076545", nullptr},
    {"COMMI", "Comércio Mineiro", "Pedro Afonso", "Sales Associate", "Av. dos Lusíadas, 23", "Sao Paulo", "SP", "05432-043", "Brazil", "(11) 555-7647", nullptr},
    {"CONSH", "Consolidated Holdings", "Elizabeth Brown", "Sales Representative", "Berkeley Gardens 12  Brewery", "London", nullptr, "WX1 6LT", "UK", "(171) 555-2282", "(171) 555-9199"},
    {"DRACD", "Drachenblut Delikatessen", "Sven Ottlieb", "Order Administrator", "Walserweg 21", "Aachen", nullptr, "52066", "Germany", "0241-039123", "0241-059428"},
    {"DUMON", "Du monde entier", "Janine Labrune", "Owner", "67, rue des Cinquante Otages", "Nantes", nullptr, "44000", "France", "40.67.88.88", "40.67.89.89"},
    {"EASTC", "Eastern Connection", "Ann Devon", "Sales Agent", "35 King George", "London", nullptr, "WX3 6FW", "UK", "(171) 555-0297", "(171) 555-3373"},
    {"ERNSH", "Ernst Handel", "Roland Mendel", "Sales Manager", "Kirchgasse 6", "Graz", nullptr, "8010", "Austria", "7675-3425", "7675-3426"},
    {"FAMIA", "Familia Arquibaldo", "Aria Cruz", "Marketing Assistant", "Rua Orós, 92", "Sao Paulo", "SP", "05442-030", "Brazil", "(11) 555-9857", nullptr},
    {"FISSA", "FISSA Fabrica Inter. Salchichas S.A.", "Diego Roel", "Accounting Manager", "C/ Moralzarzal, 86", "Madrid", nullptr, "28034", "Spain", "(91) 555 94 44", "(91) 555 55 93"},
    {"FOLIG", "Folies gourmandes", "Martine Rancé", "Assistant Sales Agent", "184, chaussée de Tournai", "Lille", nullptr, "59000", "France", "20.16.10.16", "20.16.10.17"},
    {"FOLKO", "Folk och fä HB", "Maria Larsson", "Owner", "Åkergatan 24", "Bräcke", nullptr, "S-844 67", "Sweden", "0695-34 67 21", nullptr},
    {"FRANK", "Frankenversand", "Peter Franken", "Marketing Manager", "Berliner Platz 43", "München", nullptr, "80805", "Germany", "089-0877310", "089-0877451"},
    {"FRANR", "France restauration", "Carine Schmitt", "Marketing Manager", "54, rue Royale", "Nantes", nullptr, "44000", "France", "40.32.21.21", "40.32.21.20"},
    {"FRANS", "Franchi S.p.A.", "Paolo Accorti", "Sales Representative", "Via Monte Bianco 34", "Torino", nullptr, "10100", "Italy", "011-4988260", "011-4988261"},
    {"FURIB", "Furia Bacalhau e Frutos do Mar", "Lino Rodriguez", "Sales Manager", "Jardim das rosas n. 32", "Lisboa", nullptr, "1675", "Portugal", "(1) 354-2534", "(1) 354-2535"},
    {"GALED", "Galería del gastrónomo", "Eduardo Saavedra", "Marketing Manager", "Rambla de Cataluña, 23", "Barcelona", nullptr, "08022", "Spain", "(93) 203 4560", "(93) 203 4561"},
    {"GODOS", "Godos Cocina Típica", "José Pedro Freyre", "Sales Manager", "C/ Romero, 33", "Sevilla", nullptr, "41101", "Spain", "(95) 555 82 82", nullptr},
    {"GOURL", "Gourmet Lanchonetes", "André Fonseca", "Sales Associate", "Av. Brasil, 442", "Campinas", "SP", "04876-786", "Brazil", "(11) 555-9482", nullptr},
    {"GREAL", "Great Lakes Food Market", "Howard Snyder", "Marketing Manager", "2732 Baker Blvd.", "Eugene", "OR", "97403", "USA", "(503) 555-7555", nullptr},
    {"GROSR", "GROSELLA-Restaurante", "Manuel Pereira", "Owner", "5ª Ave. Los Palos Grandes", "Caracas", "DF", "1081", "Venezuela", "(2) 283-2951", "(2) 283-3397"},
    {"HANAR", "Hanari Carnes", "Mario Pontes", "Accounting Manager", "Rua do Paço, 67", "Rio de Janeiro", "RJ", "05454-876", "Brazil", "(21) 555-0091", "(21) 555-8765"},
    {"HILAA", "HILARION-Abastos", "Carlos Hernández", "Sales Representative", "Carrera 22 con Ave. Carlos Soublette #8-35", "San Cristóbal", "Táchira", "5022", "Venezuela", "(5) 555-1340", "(5) 555-1948"},
    {"HUNGC", "Hungry Coyote Import Store", "Yoshi Latimer", "Sales Representative", "City Center Plaza 516 Main St.", "Elgin", "OR", "97827", "USA", "(503) 555-6874", "(503) 555-2376"},
    {"HUNGO", "Hungry Owl All-Night Grocers", "Patricia McKenna", "Sales Associate", "8 Johnstown Road", "Cork", "Co. Cork", nullptr, "Ireland", "2967 542", "2967 3333"},
    {"ISLAT", "Island Trading", "Helen Bennett", "Marketing Manager", "Garden House Crowther Way", "Cowes", "Isle of Wight", "PO31 7PJ", "UK", "(198) 555-8888", nullptr},
    {"KOENE", "Königlich Essen", "Philip Cramer", "Sales Associate", "Maubelstr. 90", "Brandenburg", nullptr, "14776", "Germany", "0555-09876", nullptr},
    {"LACOR", "La corne d'abondance", "Daniel Tonini", "Sales Representative", "67, avenue de l'Europe", "Versailles", nullptr, "78000", "France", "30.59.84.10", "30.59.85.11"},
    {"LAMAI", "La maison d'Asie", "Annette Roulet", "Sales Manager", "1 rue Alsace-Lorraine", "Toulouse", nullptr, "31000", "France", "61.77.61.10", "61.77.61.11"},
    {"LAUGB", "Laughing Bacchus Wine Cellars", "Yoshi Tannamuri", "Marketing Assistant", "1900 Oak St.", "Vancouver", "BC", "V3F 2K1", "Canada", "(604) 555-3392", "(604) 555-7293"},
    {"LAZYK", "Lazy K Kountry Store", "John Steel", "Marketing Manager", "12 Orchestra Terrace", "Walla Walla", "WA", "99362", "USA", "(509) 555-7969", "(509) 555-6221"},
    {"LEHMS", "Lehmanns Marktstand", "Renate Messner", "Sales Representative", "Magazinweg 7", "Frankfurt a.M.", nullptr, "60528", "Germany", "069-0245984", "069-0245874"},
    {"LETSS", "Let's Stop N Shop", "Jaime Yorres", "Owner", "87 Polk St. Suite 5", "San Francisco", "CA", "94117", "USA", "(415) 555-5938", nullptr},
    {"LILAS", "LILA-Supermercado", "Carlos González", "Accounting Manager", "Carrera 52 con Ave. Bolívar #65-98 Llano Largo", "Barquisimeto", "Lara", "3508", "Venezuela", "(9) 331-6954", "(9) 331-7256"},
    {"LINOD", "LINO-Delicateses", "Felipe Izquierdo", "Owner", "Ave. 5 de Mayo Porlamar", "I. de Margarita", "Nueva Esparta", "4980", "Venezuela", "(8) 34-56-12", "(8) 34-93-93"},
    {"LONEP", "Lonesome Pine Restaurant", "Fran Wilson", "Sales Manager", "89 Chiaroscuro Rd.", "Portland", "OR", "97219", "USA", "(503) 555-9573", "(503) 555-9646"},
    {"MAGAA", "Magazzini Alimentari Riuniti", "Giovanni Rovelli", "Marketing Manager", "Via Ludovico il Moro 22", "Bergamo", nullptr, "24100", "Italy", "035-640230", "035-640231"},
    {"MAISD", "Maison Dewey", "Catherine Dewey", "Sales Agent", "Rue Joseph-Bens 532", "Bruxelles", nullptr, "B-1180", "Belgium", "(02) 201 24 67", "(02) 201 24 68"},
    {"MEREP", "Mère Paillarde", "Jean Fresnière", "Marketing Assistant", "43 rue St. Laurent", "Montréal", "Québec", "H1J 1C3", "Canada", "(514) 555-8054", "(514) 555-8055"},
    {"MORGK", "Morgenstern Gesundkost", "Alexander Feuer", "Marketing Assistant", "Heerstr. 22", "Leipzig", nullptr, "04179", "Germany", "0342-023176", nullptr},
    {"NORTS", "North/South", "Simon Crowther", "Sales Associate", "South House 300 Queensbridge", "London", nullptr, "SW7 1RZ", "UK", "(171) 555-7733", "(171) 555-2530"},
    {"OCEAN", "Océano Atlántico Ltda.", "Yvonne Moncada", "Sales Agent", "Ing. Gustavo Moncada 8585 Piso 20-A", "Buenos Aires", nullptr, "1010", "Argentina", "(1) 135-5333", "(1) 135-5535"},
    {"OLDWO", "Old World Delicatessen", "Rene Phillips", "Sales Representative", "2743 Bering St.", "Anchorage", "AK", "99508", "USA", "(907) 555-7584", "(907) 555-2880"},
    {"OTTIK", "Ottilies Käseladen", "Henriette Pfalzheim", "Owner", "Mehrheimerstr. 369", "Köln", nullptr, "50739", "Germany", "0221-0644327", "0221-0765721"},
    {"PARIS", "Paris spécialités", "Marie Bertrand", "Owner", "265, boulevard Charonne", "Paris", nullptr, "75012", "France", "(1) 42.34.22.66", "(1) 42.34.22.77"},
    {"PERIC", "Pericles Comidas clásicas", "Guillermo Fernández", "Sales Representative", "Calle Dr. Jorge Cash 321", "México D.F.", nullptr, "05033", "Mexico", "(5) 552-3745", "(5) 545-3745"},
    {"PICCO", "Piccolo und mehr", "Georg Pipps", "Sales Manager", "Geislweg 14", "Salzburg", nullptr, "5020", "Austria", "6562-9722", "6562-9723"},
    {"PRINI", "Princesa Isabel Vinhos", "Isabel de Castro", "Sales Representative", "Estrada da saúde n. 58", "Lisboa", nullptr, "1756", "Portugal", "(1) 356-5634", nullptr},
    {"QUEDE", "Que Delícia", "Bernardo Batista", "Accounting Manager", "Rua da Panificadora, 12", "Rio de Janeiro", "RJ", "02389-673", "Brazil", "(21) 555-4252", "(21) 555-4545"},
    {"QUEEN", "Queen Cozinha", "Lúcia Carvalho", "Marketing Assistant", "Alameda dos Canàrios, 891", "Sao Paulo", "SP", "05487-020", "Brazil", "(11) 555-1189", nullptr},
    {"QUICK", "QUICK-Stop", "Horst Kloss", "Accounting Manager", "Taucherstraße 10", "Cunewalde", nullptr, "01307", "Germany", "0372-035188", nullptr},
    {"RANCH", "Rancho grande", "Sergio Gutiérrez", "Sales Representative", "Av. del Libertador 900", "Buenos Aires", nullptr, "1010", "Argentina", "(1) 123-5555", "(1) 123-5556"},
    {"RATTC", "Rattlesnake Canyon Grocery", "Paula Wilson", "Assistant Sales Representative", "2817 Milton Dr.", "Albuquerque", "NM", "87110", "USA", "(505) 555-5939", "(505) 555-3620"},
    {"REGGC", "Reggiani Caseifici", "Maurizio Moroni", "Sales Associate", "Strada Provinciale 124", "Reggio Emilia", nullptr, "42100", "Italy", "0522-556721", "0522-556722"},
    {"RICAR", "Ricardo Adocicados", "Janete Limeira", "Assistant Sales Agent", "Av. Copacabana, 267", "Rio de Janeiro", "RJ", "02389-890", "Brazil", "(21) 555-3412", nullptr},
    {"RICSU", "Richter Supermarkt", "Michael Holz", "Sales Manager", "Grenzacherweg 237", "Genève", nullptr, "1203", "Switzerland", "0897-034214", nullptr},
    {"ROMEY", "Romero y tomillo", "Alejandra Camino", "Accounting Manager", "Gran Vía, 1", "Madrid", nullptr, "28001", "Spain", "(91) 745 6200", "(91) 745 6210"},
    {"SANTG", "Santé Gourmet", "Jonas Bergulfsen", "Owner", "Erling Skakkes gate 78", "Stavern", nullptr, "4110", "Norway", "07-98 92 35", "07-98 92 47"},
    {"SAVEA", "Save-a-lot Markets", "Jose Pavarotti", "Sales Representative", "187 Suffolk Ln.", "Boise", "ID", "83720", "USA", "(208) 555-8097", nullptr},
    {"SEVES", "Seven Seas Imports", "Hari Kumar", "Sales Manager", "90 Wadhurst Rd.", "London", nullptr, "OX15 4NB", "UK", "(171) 555-1717", "(171) 555-5646"},
    {"SIMOB", "Simons bistro", "Jytte Petersen", "Owner", "Vinbæltet 34", "Kobenhavn", nullptr, "1734", "Denmark", "31 12 34 56", "31 13 35 57"},
    {"SPECD", "Spécialités du monde", "Dominique Perrier", "Marketing Manager", "25, rue Lauriston", "Paris", nullptr, "75016", "France", "(1) 47.55.60.10", "(1) 47.55.60.20"},
    {"SPLIR", "Split Rail Beer & Ale", "Art Braunschweiger", "Sales Manager", "P.O. Box 555", "Lander", "WY", "82520", "USA", "(307) 555-4680", "(307) 555-6525"},
    {"SUPRD", "Suprêmes délices", "Pascale Cartrain", "Accounting Manager", "Boulevard Tirou, 255", "Charleroi", nullptr, "B-6000", "Belgium", "(071) 23 67 22 20", "(071) 23 67 22 21"},
    {"THEBI", "The Big Cheese", "Liz Nixon", "Marketing Manager", "89 Jefferson Way Suite 2", "Portland", "OR", "97201", "USA", "(503) 555-3612", nullptr},
    {"THECR", "The Cracker Box", "Liu Wong", "Marketing Assistant", "55 Grizzly Peak Rd.", "Butte", "MT", "59801", "USA", "(406) 555-5834", "(406) 555-8083"},
    {"TOMSP", "Toms Spezialitäten", "Karin Josephs", "Marketing Manager", "Luisenstr. 48", "Münster", nullptr, "44087", "Germany", "0251-031259", "0251-035695"},
    {"TORTU", "Tortuga Restaurante", "Miguel Angel Paolino", "Owner", "Avda. Azteca 123", "México D.F.", nullptr, "05033", "Mexico", "(5) 555-2933", nullptr},
    {"TRADH", "Tradição Hipermercados", "Anabela Domingues", "Sales Representative", "Av. Inês de Castro, 414", "Sao Paulo", "SP", "05634-030", "Brazil", "(11) 555-2167", "(11) 555-2168"},
    {"TRAIH", "Trail's Head Gourmet Provisioners", "Helvetius Nagy", "Sales Associate", "722 DaVinci Blvd.", "Kirkland", "WA", "98034", "USA", "(206) 555-8257", "(206) 555-2174"},
    {"VAFFE", "Vaffeljernet", "Palle Ibsen", "Sales Manager", "Smagsloget 45", "Århus", nullptr, "8200", "Denmark", "86 21 32 43", "86 22 33 44"},
    {"VICTE", "Victuailles en stock", "Mary Saveley", "Sales Agent", "2, rue du Commerce", "Lyon", nullptr, "69004", "France", "78.32.54.86", "78.32.54.87"},
    {"VINET", "Vins et alcools Chevalier", "Paul Henriot", "Accounting Manager", "59 rue de l'Abbaye", "Reims", nullptr, "51100", "France", "26.47.15.10", "26.47.15.11"},
    {"WANDK", "Die Wandernde Kuh", "Rita Müller", "Sales Representative", "Adenauerallee 900", "Stuttgart", nullptr, "70563", "Germany", "0711-020361", "0711-035428"},
    {"WARTH", "Wartian Herkku", "Pirkko Koskitalo", "Accounting Manager", "Torikatu 38", "Oulu", nullptr, "90110", "Finland", "981-443655", "981-443655"},
    {"WELLI", "Wellington Importadora", "Paula Parente", "Sales Manager", "Rua do Mercado, 12", "Resende", "SP", "08737-363", "Brazil", "(14) 555-8122", nullptr},
    {"WHITC", "White Clover Markets", "Karl Jablonski", "Owner", "305 - 14th Ave. S. Suite 3B", "Seattle", "WA", "98128", "USA", "(206) 555-4112", "(206) 555-4115"},
    {"WILMK", "Wilman Kala", "Matti Karttunen", "Owner/Marketing Assistant", "Keskuskatu 45", "Helsinki", nullptr, "21240", "Finland", "90-224 8858", "90-224 8858"},
    {"WOLZA", "Wolski  Zajazd", "Zbyszek Piestrzeniewicz", "Owner", "ul. Filtrowa 68", "Warszawa", nullptr, "01-012", "Poland", "(26) 642-7012", "(26) 642-7012"},
}};

constexpr std::array<NorthwindRegion, 4> kRegions{{
    {1, "Eastern"},
    {2, "Western"},
    {3, "Northern"},
    {4, "Southern"},
}};

constexpr std::array<NorthwindTerritory, 53> kTerritories{{
    {"01581", "Westboro", 1},        {"01730", "Bedford", 1},         {"01833", "Georgetow", 1},
    {"02116", "Boston", 1},          {"02139", "Cambridge", 1},       {"02184", "Braintree", 1},
    {"02903", "Providence", 1},      {"03049", "Hollis", 3},          {"03801", "Portsmouth", 3},
    {"06897", "Wilton", 1},          {"07960", "Morristown", 1},      {"08837", "Edison", 1},
    {"10019", "New York", 1},        {"10038", "New York", 1},        {"11747", "Mellvile", 1},
    {"14450", "Fairport", 1},        {"19428", "Philadelphia", 3},    {"19713", "Neward", 1},
    {"20852", "Rockville", 1},       {"27403", "Greensboro", 1},      {"27511", "Cary", 1},
    {"29202", "Columbia", 4},        {"30346", "Atlanta", 4},         {"31406", "Savannah", 4},
    {"32859", "Orlando", 4},         {"33607", "Tampa", 4},           {"40222", "Louisville", 1},
    {"44122", "Beachwood", 3},       {"45839", "Findlay", 3},         {"48075", "Southfield", 3},
    {"48084", "Troy", 3},            {"48304", "Bloomfield Hills", 3}, {"53404", "Racine", 3},
    {"55113", "Roseville", 3},       {"55439", "Minneapolis", 3},     {"60179", "Hoffman Estates", 2},
    {"60601", "Chicago", 2},         {"72716", "Bentonville", 4},     {"75234", "Dallas", 4},
    {"78759", "Austin", 4},          {"80202", "Denver", 2},          {"80909", "Colorado Springs", 2},
    {"85014", "Phoenix", 2},         {"85251", "Scottsdale", 2},      {"90405", "Santa Monica", 2},
    {"94025", "Menlo Park", 2},      {"94105", "San Francisco", 2},   {"95008", "Campbell", 2},
    {"95054", "Santa Clara", 2},     {"95060", "Santa Cruz", 2},      {"98004", "Bellevue", 2},
    {"98052", "Redmond", 2},         {"98104", "Seattle", 2},
}};

constexpr std::array<NorthwindEmployeeTerritory, 49> kEmployeeTerritories{{
    {1, "06897"}, {1, "19713"},
    {2, "01581"}, {2, "01730"}, {2, "01833"}, {2, "02116"}, {2, "02139"}, {2, "02184"}, {2, "40222"},
    {3, "30346"}, {3, "31406"}, {3, "32859"}, {3, "33607"},
    {4, "20852"}, {4, "27403"}, {4, "27511"},
    {5, "02903"}, {5, "07960"}, {5, "08837"}, {5, "10019"}, {5, "10038"}, {5, "11747"}, {5, "14450"},
    {6, "85014"}, {6, "85251"}, {6, "98004"}, {6, "98052"}, {6, "98104"},
    {7, "60179"}, {7, "60601"}, {7, "80202"}, {7, "80909"}, {7, "90405"}, {7, "94025"}, {7, "94105"},
    {7, "95008"}, {7, "95054"}, {7, "95060"},
    {8, "19428"}, {8, "44122"}, {8, "45839"}, {8, "53404"},
    {9, "03049"}, {9, "03801"}, {9, "48075"}, {9, "48084"}, {9, "48304"}, {9, "55113"}, {9, "55439"},
}};

// Ids double as row positions elsewhere (NorthwindGenerator indexes products by
// ProductID - 1), so check the transcription is dense and ordered at compile time.
template <typename Table>
constexpr bool idsAreDense(const Table &table)
{
    for (std::size_t i = 0; i < table.size(); ++i) {
        if (table[i].id != static_cast<int>(i + 1))
            return false;
    }
    return true;
}
static_assert(idsAreDense(kCategories));
static_assert(idsAreDense(kSuppliers));
static_assert(idsAreDense(kProducts));
static_assert(idsAreDense(kShippers));
static_assert(idsAreDense(kEmployees));
static_assert(idsAreDense(kRegions));
// A short initializer list would silently zero-fill the tail; catch that too.
static_assert(kCustomers.back().id != nullptr);
static_assert(kTerritories.back().id != nullptr);
static_assert(kEmployeeTerritories.back().territoryId != nullptr);

} // namespace

namespace NorthwindCatalog {

std::span<const NorthwindCategory> categories() { return kCategories; }
std::span<const NorthwindSupplier> suppliers() { return kSuppliers; }
std::span<const NorthwindProduct> products() { return kProducts; }
std::span<const NorthwindShipper> shippers() { return kShippers; }
std::span<const NorthwindEmployee> employees() { return kEmployees; }
std::span<const NorthwindCustomer> customers() { return kCustomers; }
std::span<const NorthwindRegion> regions() { return kRegions; }
std::span<const NorthwindTerritory> territories() { return kTerritories; }
std::span<const NorthwindEmployeeTerritory> employeeTerritories() { return kEmployeeTerritories; }

} // namespace NorthwindCatalog

} // namespace rac::tools
