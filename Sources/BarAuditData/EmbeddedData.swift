/// The data files under `Rules/` and `Reports/`, compiled into the binary by the EmbedData plugin
/// (`EmbeddedFiles.all` is generated), so a copied `baraudit` needs no resource folder.
public enum EmbeddedData {
    /// The text of one file, by its path in the repository (`Rules/schema/bar-definition.xsd`).
    public static func text(_ path: String) -> String? { EmbeddedFiles.all[path] }

    /// Every file below a folder, sorted by path.
    public static func files(under folder: String) -> [(path: String, text: String)] {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return EmbeddedFiles.all.filter { $0.key.hasPrefix(prefix) }.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }
}
