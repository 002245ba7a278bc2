import Testing
@testable import SpendCore

@Suite struct CategoryNameRuleTests {
    let existing = DefaultCategory.names + ["Pets"]

    func error(_ name: String, renaming: String? = nil) -> CategoryRuleError? {
        do { _ = try CategoryName.validate(name, existing: existing, renaming: renaming); return nil } catch { return error }
    }

    @Test func acceptsTrimsAndCollapsesSpaces() throws {
        #expect(try CategoryName.validate("  Home   Office ", existing: existing) == "Home Office")
        #expect(try CategoryName.validate("Café ☕", existing: existing) == "Café ☕")
        // Exactly 20 characters is allowed; 21 is not.
        #expect(try CategoryName.validate(String(repeating: "a", count: 20), existing: existing).count == 20)
        #expect(error(String(repeating: "a", count: 21)) == .nameTooLong(String(repeating: "a", count: 21), length: 21))
        #expect(error(String(repeating: "a", count: 21))?.code == "invalid_name")
    }

    @Test func refusesEmptyReservedDuplicatesAndBadCharacters() {
        #expect(error("   ") == .emptyName)
        #expect(error("")?.code == "invalid_name")
        #expect(error("all") == .reservedName("all"))
        #expect(error("Uncategorized")?.code == "reserved_name")
        #expect(error("TOTAL")?.code == "reserved_name")
        #expect(error("income")?.code == "reserved_name")
        #expect(error("pets") == .duplicateName("pets", existing: "Pets"))
        #expect(error("food & dining") == .duplicateName("food & dining", existing: "Food & Dining"))
        #expect(error("OTHER")?.code == "duplicate_category")
        #expect(error("a=b")?.code == "invalid_name")
        #expect(error("say \"hi\"")?.code == "invalid_name")
        #expect(error("tab\u{7}bell")?.code == "invalid_name")
    }

    @Test func renameMayChangeCaseOfItselfButNotTakeAnotherName() throws {
        #expect(try CategoryName.validate("PETS", existing: existing, renaming: "Pets") == "PETS")
        #expect(error("Groceries", renaming: "Pets") == .duplicateName("Groceries", existing: "Groceries"))
    }

    @Test func messagesSayWhatIsWrong() {
        #expect(CategoryRuleError.nameTooLong("x", length: 21).message.contains("at most 20"))
        #expect(CategoryRuleError.defaultCategory("Other").message.contains("default"))
        #expect(CategoryRuleError.duplicateName("pets", existing: "Pets").message.contains("ignore case"))
        #expect(CategoryRuleError.reservedName("All").message.contains("reserved"))
    }
}

@Suite struct CategoryColorTests {
    @Test func normalisesHexAndNames() throws {
        #expect(try CategoryColor.normalize("#8e44ad") == "#8E44AD")
        #expect(try CategoryColor.normalize("8E44AD") == "#8E44AD")
        #expect(try CategoryColor.normalize(" #abc ") == "#AABBCC")
        #expect(try CategoryColor.normalize("Purple") == "#8E44AD")
    }

    @Test func refusesAnythingElse() {
        for bad in ["", "#12345", "#1234567", "#GGGGGG", "blurple", "#８８８８８８", "rgb(1,2,3)"] {
            #expect(throws: CategoryRuleError.badColor(bad)) { try CategoryColor.normalize(bad) }
        }
    }
}

@Suite struct CategoryKeywordTests {
    @Test func splitsLowercasesAndDeduplicates() throws {
        #expect(try CategoryKeywords.parse("vet, Petco,dog  food,, vet") == ["vet", "petco", "dog food"])
        #expect(try CategoryKeywords.parse("") == [])
    }

    @Test func refusesUnusableKeywords() {
        #expect(throws: CategoryRuleError.badKeyword("!!!")) { try CategoryKeywords.parse("vet, !!!") }
        let long = String(repeating: "k", count: 41)
        #expect(throws: CategoryRuleError.badKeyword(long)) { try CategoryKeywords.parse(long) }
        let many = (1...51).map { "word\($0)" }.joined(separator: ",")
        #expect(throws: CategoryRuleError.tooManyKeywords(51)) { try CategoryKeywords.parse(many) }
    }
}

@Suite struct CustomCategoryParsingTests {
    let today = Day(iso: "2026-11-18")!
    let parser = ExpenseParser(categoriser: Categoriser(custom: [
        CustomCategory(name: "Pets", color: "#8E44AD", keywords: ["vet", "petco", "dog food"]),
        CustomCategory(name: "Home Office", color: "#123456", keywords: []),
    ]))

    @Test func nameAndKeywordsPointAtTheCustomCategory() throws {
        #expect(try parser.parse("$40 at the vet", today: today).category == "Pets")
        #expect(try parser.parse("dog food 25", today: today).category == "Pets")
        #expect(try parser.parse("$12 at Petco", today: today).category == "Pets")
        #expect(try parser.parse("pets supplies $30", today: today).category == "Pets")
        #expect(try parser.parse("home office chair $150", today: today).category == "Home Office")
    }

    @Test func theLexiconStillWorksAndWinsWhereTheUserSaidNothing() throws {
        #expect(try parser.parse("coffee $4", today: today).category == DefaultCategory.food.rawValue)
        // Without the custom category, "vet" is Healthcare in the lexicon.
        #expect(try ExpenseParser().parse("$40 at the vet", today: today).category == DefaultCategory.healthcare.rawValue)
    }
}

@Suite struct CategoryInsightTests {
    let today = Day(iso: "2026-11-18")!

    func usage(_ name: String, _ count: Int, _ last: String?, isDefault: Bool = false) -> CategoryInsights.Usage {
        .init(name: name, isDefault: isDefault, count: count, lastUsed: last.flatMap { Day(iso: $0) })
    }

    @Test func unusedMeansNothingInTheLast30DaysTodayIncluded() {
        let report = CategoryInsights.analyse([
            usage("Fresh", 5, "2026-11-18"), usage("Edge", 1, "2026-10-20"), usage("Stale", 9, "2026-10-19"),
            usage("Never", 0, nil),
        ], today: today, windowTotal: 0, otherExpenses: [])
        #expect(report.unused.map(\.name) == ["Stale", "Never"])
        #expect(report.consolidate.isEmpty)
        #expect(report.other == nil)
    }

    @Test func consolidationOnlyPastTenCategoriesAndOnlyCustomOnesWithFewerThanThree() {
        let defaults = DefaultCategory.names.map { usage($0, 0, nil, isDefault: true) }
        let ten = defaults + [usage("A", 0, nil), usage("B", 2, "2026-11-01"), usage("C", 3, "2026-11-01")]
        #expect(ten.count == 10)
        #expect(CategoryInsights.analyse(ten, today: today, windowTotal: 0, otherExpenses: []).consolidate.isEmpty)
        let eleven = ten + [usage("D", 1, "2026-11-02")]
        let report = CategoryInsights.analyse(eleven, today: today, windowTotal: 0, otherExpenses: [])
        #expect(report.categoryCount == 11)
        #expect(report.consolidate.map(\.name) == ["A", "B", "D"])
    }

    @Test func otherOverThirtyPercentSuggestsFrequentWordsAndMerchants() throws {
        let others = [
            CategoryInsights.OtherExpense(description: "rent for november", merchant: nil, amount: 100_000),
            .init(description: "rent october", merchant: nil, amount: 100_000),
            .init(description: "haircut", merchant: "Supercuts", amount: 3_000),
            .init(description: "beard trim", merchant: "Supercuts", amount: 2_000),
            .init(description: "the paid fee", merchant: nil, amount: 500),
            .init(description: "fee for the bank", merchant: nil, amount: 500),
            .init(description: "paid the 12", merchant: nil, amount: 100),
        ]
        let otherTotal: Int64 = 206_100
        // Exactly 30% is not "more than 30%".
        let atLimit = CategoryInsights.analyse([], today: today, windowTotal: otherTotal * 10 / 3, otherExpenses: others)
        #expect(atLimit.other == nil)
        let report = CategoryInsights.analyse([usage("Fees", 0, nil)], today: today, windowTotal: 400_000, otherExpenses: others)
        let other = try #require(report.other)
        #expect(other.otherTotal == otherTotal)
        #expect(other.tenthsOfPercent == 515)
        #expect(other.suggestions.map(\.term) == ["rent", "supercuts", "fee"])
        #expect(other.suggestions.map(\.name) == ["Rent", "Supercuts", "Fee"])
        #expect(other.suggestions.map(\.count) == [2, 2, 2])
        #expect(other.suggestions.map(\.total) == [200_000, 5_000, 1_000])
    }

    @Test func suggestionsSkipNamesThatExistAndStopWords() {
        let others = [CategoryInsights.OtherExpense(description: "the rent", merchant: nil, amount: 1),
                      .init(description: "the rent", merchant: nil, amount: 1)]
        #expect(CategoryInsights.suggestions(others, existing: ["rent"]).isEmpty)
        #expect(CategoryInsights.suggestions(others, existing: []).map(\.term) == ["rent"])
    }
}

@Suite struct CategoryNameLookalikeTests {
    @Test func namesThatPrintLikeAnotherAreRefused() {
        let existing = DefaultCategory.names
        func code(_ name: String) -> String {
            do { return try CategoryName.validate(name, existing: existing) } catch { return error.code }
        }
        #expect(code("Food & Dining\u{200B}") == "invalid_name", "zero-width space")
        #expect(code("\u{041E}ther") == "invalid_name", "Cyrillic O")
        #expect(code("Pets\u{202E}") == "invalid_name", "bidi override")
        #expect(code("Pet\u{00AD}s") == "invalid_name", "soft hyphen")
        #expect(code("a" + String(repeating: "\u{0301}", count: 20_000)) == "invalid_name", "20,000 combining marks")
        // Compatibility forms are the name they look like: a duplicate of the default.
        #expect(code("Ｏｔｈｅｒ") == "duplicate_category")
        #expect(code("Café") == "Café")
        #expect(code("Cafe\u{0301}") == "Café")
        #expect(code("Ἀθῆναι") == "Ἀθῆναι")
        #expect(code("Москва") == "Москва")
    }

    @Test func errorsQuoteLongNamesShort() {
        do {
            _ = try CategoryName.validate(String(repeating: "x", count: 5_000), existing: [])
            Issue.record("a 5,000-character name was accepted")
        } catch {
            #expect(error.message.count < 200)
        }
    }
}
