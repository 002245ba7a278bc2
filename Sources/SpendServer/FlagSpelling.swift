/// The spellings of yes and no, for protocol flags and config switches alike, so a script
/// or a config file never has to learn which word one particular setting wants.
enum FlagSpelling {
    static func parse(_ text: String) -> Bool? {
        ["yes": true, "true": true, "1": true, "on": true, "no": false, "false": false, "0": false, "off": false][text.lowercased()]
    }
}
