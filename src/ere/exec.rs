//! Backtracking matcher over [`Node`] trees (bytes; the unanchored search
//! and the choice among matches are driven by the caller).

use super::Node;

pub(super) type Caps = Vec<Option<(usize, usize)>>;

pub(super) struct Matcher<'t> {
    pub(super) text: &'t [u8],
    /// `REG_NEWLINE` semantics.
    pub(super) newline: bool,
}

type Cont<'k> = &'k mut dyn FnMut(usize, &mut Caps) -> bool;

impl Matcher<'_> {
    fn is_word(&self, i: usize) -> bool {
        self.text
            .get(i)
            .is_some_and(|c| c.is_ascii_alphanumeric() || *c == b'_')
    }

    /// Continuation-passing backtracking: `k` is called for every way `node`
    /// can match starting at `pos`, until one of those calls succeeds.
    pub(super) fn node(&self, node: &Node, pos: usize, caps: &mut Caps, k: Cont) -> bool {
        let t = self.text;
        match node {
            Node::Byte(_) | Node::Any | Node::Set(_) => self.one(node, pos) && k(pos + 1, caps),
            Node::LineStart => {
                (pos == 0 || (self.newline && t[pos - 1] == b'\n')) && k(pos, caps)
            }
            Node::LineEnd => {
                (pos == t.len() || (self.newline && t[pos] == b'\n')) && k(pos, caps)
            }
            Node::WordStart => {
                (pos == 0 || !self.is_word(pos - 1)) && self.is_word(pos) && k(pos, caps)
            }
            Node::WordEnd => pos > 0 && self.is_word(pos - 1) && !self.is_word(pos) && k(pos, caps),
            Node::Backref(n) => match caps[*n] {
                Some((s, e)) => {
                    let len = e - s;
                    t.len() >= pos + len && t[s..e] == t[pos..pos + len] && k(pos + len, caps)
                }
                None => false,
            },
            Node::Group(n, inner) => {
                let n = *n;
                let saved = caps[n];
                let ok = self.node(inner, pos, caps, &mut |end, caps: &mut Caps| {
                    let before = caps[n];
                    caps[n] = Some((pos, end));
                    if k(end, caps) {
                        return true;
                    }
                    caps[n] = before;
                    false
                });
                if !ok {
                    caps[n] = saved;
                }
                ok
            }
            Node::Concat(items) => self.seq(items, pos, caps, k),
            Node::Alt(branches) => branches.iter().any(|b| self.node(b, pos, caps, &mut *k)),
            Node::Repeat(inner, min, max) => self.repeat(inner, *min, *max, 0, pos, caps, k),
        }
    }

    /// Does the single-byte node `node` match the byte at `pos`?
    fn one(&self, node: &Node, pos: usize) -> bool {
        let Some(&c) = self.text.get(pos) else {
            return false;
        };
        match node {
            Node::Byte(b) => c == *b,
            Node::Any => !(self.newline && c == b'\n'),
            Node::Set(set) => set[usize::from(c)],
            _ => false,
        }
    }

    fn seq(&self, items: &[Node], pos: usize, caps: &mut Caps, k: Cont) -> bool {
        match items.split_first() {
            None => k(pos, caps),
            Some((first, rest)) => self.node(first, pos, caps, &mut |p, caps: &mut Caps| {
                self.seq(rest, p, caps, &mut *k)
            }),
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn repeat(
        &self,
        inner: &Node,
        min: u32,
        max: Option<u32>,
        done: u32,
        pos: usize,
        caps: &mut Caps,
        k: Cont,
    ) -> bool {
        if matches!(inner, Node::Byte(_) | Node::Any | Node::Set(_)) {
            // One byte per iteration: count the run, then try the longest
            // first. A loop instead of recursion keeps `.*` over a long line
            // from nesting one frame per byte.
            let limit = max.map_or(usize::MAX, |m| (m - done) as usize);
            let mut n = 0;
            while n < limit && self.one(inner, pos + n) {
                n += 1;
            }
            let need = min.saturating_sub(done) as usize;
            return (need..=n).rev().any(|i| k(pos + i, caps));
        }
        // Greedy: try one more iteration first, then stopping here.
        if max.is_none_or(|m| done < m) {
            let more = self.node(inner, pos, caps, &mut |p, caps: &mut Caps| {
                if p == pos {
                    // An empty iteration can be repeated to satisfy any
                    // minimum; stopping avoids looping forever.
                    return k(p, caps);
                }
                self.repeat(inner, min, max, done + 1, p, caps, &mut *k)
            });
            if more {
                return true;
            }
        }
        done >= min && k(pos, caps)
    }
}
