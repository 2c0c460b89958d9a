"""UAX #9 X1-X8 matching of explicit embeddings/overrides/isolates, written from the annex's text."""
LRE, RLE, PDF, LRO, RLO = '\u202a', '\u202b', '\u202c', '\u202d', '\u202e'
LRI, RLI, FSI, PDI = '\u2066', '\u2067', '\u2068', '\u2069'
# paragraph separators: bidi class B
B = {'\n', '\r', '\x1c', '\x1d', '\x1e', '\x85', '\u2029'}
MAX_DEPTH = 125

def problems(text):
    """list of (kind, index): 'open-embedding' (never closed by PDF), 'open-isolate' (never closed by PDI),
    'stray-pdf', 'stray-pdi'. Counting per UAX #9 X1-X8 (paragraph ends terminate everything)."""
    out = []
    stack = []  # entries: (is_isolate, index)
    overflow_isolate = overflow_embedding = valid_isolate = 0
    depth = 0
    def end_paragraph():
        nonlocal stack, overflow_isolate, overflow_embedding, valid_isolate, depth
        for iso, idx in stack:
            out.append(('open-isolate' if iso else 'open-embedding', idx))
        stack = []; overflow_isolate = overflow_embedding = valid_isolate = 0; depth = 0
    for i, ch in enumerate(text):
        if ch in (LRE, RLE, LRO, RLO):
            if depth + 1 <= MAX_DEPTH and overflow_isolate == 0 and overflow_embedding == 0:
                stack.append((False, i)); depth += 1
            elif overflow_isolate == 0:
                overflow_embedding += 1
        elif ch in (LRI, RLI, FSI):
            if depth + 1 <= MAX_DEPTH and overflow_isolate == 0 and overflow_embedding == 0:
                stack.append((True, i)); depth += 1; valid_isolate += 1
            else:
                overflow_isolate += 1
        elif ch == PDI:
            if overflow_isolate > 0:
                overflow_isolate -= 1
            elif valid_isolate == 0:
                out.append(('stray-pdi', i))
            else:
                overflow_embedding = 0
                while not stack[-1][0]:
                    out.append(('open-embedding', stack.pop()[1])); depth -= 1
                stack.pop(); depth -= 1; valid_isolate -= 1
        elif ch == PDF:
            if overflow_isolate > 0:
                pass
            elif overflow_embedding > 0:
                overflow_embedding -= 1
            elif stack and not stack[-1][0]:
                stack.pop(); depth -= 1
            else:
                out.append(('stray-pdf', i))
        elif ch in B:
            end_paragraph()
    end_paragraph()
    return out
