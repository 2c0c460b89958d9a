import BarAuditModel

/// Tab bar glyphs should match the HIG target for their shape (seed 001: circular 25 pt, square 23 pt,
/// wide 31 pt wide, tall 28 pt high in a regular tab bar; 18, 17, 23 and 20 pt in a compact one);
/// Material icons are 24 dp. The size in a definition is the regular-bar size.
struct TouchGlyphSize: Rule {
    let id = "touch-glyph-size"
    let scope = RuleScope.item

    private static let tolerance = 0.5

    func applies(to context: RuleContext) -> Bool { context.withItem { $0.glyph != nil } ?? false }

    func check(_ context: RuleContext) -> [Violation] {
        guard let item = context.item, let glyph = item.glyph else { return [] }
        let metrics = PlatformMetrics.builtIn
        guard glyph.width != nil || glyph.height != nil else {
            guard context.options.bool("require-sizes") == true else { return [] }
            return [Violation("the glyph of '\(item.id)' has no size; sizes are required by configuration", at: glyph.location,
                              fix: "give the image width and height (and a shape on iOS)")]
        }
        let size = "\(glyph.width?.formattedMetric ?? "?") × \(glyph.height?.formattedMetric ?? "?")"
        if context.bar.platform == .material {
            let target = metrics.materialIconSize
            guard [glyph.width, glyph.height].contains(where: { $0.map { abs($0 - target) > Self.tolerance } ?? false }) else { return [] }
            return [Violation("the icon of '\(item.id)' is \(size) dp; Material bottom navigation icons are \(target.formattedMetric) × \(target.formattedMetric) dp",
                              at: glyph.location, fix: "draw the icon at \(target.formattedMetric) × \(target.formattedMetric) dp")]
        }
        if glyph.shape == nil, let file = glyph.sizeSource, let width = glyph.width, let height = glyph.height {
            return undersizedImage(item, width: width, height: height, file: file, metrics: metrics)
        }
        guard let shape = glyph.shape, let target = metrics.glyphTargets[shape] else { return [] }
        let measured: [Double?] = switch target.measures {
        case "width": [glyph.width]
        case "height": [glyph.height]
        default: [glyph.width, glyph.height]
        }
        guard measured.contains(where: { $0.map { abs($0 - target.regular) > Self.tolerance } ?? false }) else { return [] }
        let dimension = target.measures == "both" ? "\(target.regular.formattedMetric) × \(target.regular.formattedMetric) pt" : "\(target.regular.formattedMetric) pt \(target.measures == "width" ? "wide" : "high")"
        let compact = target.measures == "both" ? "\(target.compact.formattedMetric) × \(target.compact.formattedMetric) pt" : "\(target.compact.formattedMetric) pt"
        let legacy = glyph.width == metrics.legacyGlyph && glyph.height == metrics.legacyGlyph
            ? "; 30 × 30 is the guidance from before iOS 7" : ""
        return [Violation(
            "the \(shape.rawValue) glyph of '\(item.id)' is \(size) pt; the HIG target for \(shape.rawValue) glyphs is \(dimension) in a regular tab bar (\(compact) compact)\(legacy)",
            at: glyph.location, fix: "draw the glyph at \(dimension), with a \(compact) variant for compact bars, or use an SF Symbol")]
    }

    /// An imported app's image file gives the canvas, not the glyph drawn on it: transparent padding
    /// makes a larger canvas right, so only a canvas smaller than the HIG's compact-bar target for its
    /// proportions is evidence that the glyph is too small. Proportions pick the shape: a quarter wider
    /// than high is wide, a quarter higher than wide is tall, otherwise square (whose target is the
    /// smaller of square and circular).
    private func undersizedImage(_ item: Item, width: Double, height: Double, file: String, metrics: PlatformMetrics) -> [Violation] {
        let (shape, measured): (GlyphShape, Double) = width >= height * 1.25 ? (.wide, width) : height >= width * 1.25 ? (.tall, height) : (.square, max(width, height))
        guard let target = metrics.glyphTargets[shape], measured < target.compact - Self.tolerance, let glyph = item.glyph else { return [] }
        let dimension = target.measures == "both" ? "\(target.compact.formattedMetric) × \(target.compact.formattedMetric) pt" : "\(target.compact.formattedMetric) pt \(target.measures == "width" ? "wide" : "high")"
        return [Violation(
            "the image of '\(item.id)' is \(width.formattedMetric) × \(height.formattedMetric) pt (measured from \(file)), smaller than the HIG target for \(shape.rawValue) glyphs even in a compact tab bar (\(dimension))",
            at: glyph.location, fix: "draw the glyph at the HIG size for tab bars (square 23 pt, circular 25 pt, wide 31 pt wide, tall 28 pt high), or use an SF Symbol")]
    }
}
