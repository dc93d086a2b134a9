//! Backtracking matcher over [`Node`] trees (bytes, unanchored search is
//! driven by the caller). Captures are tracked only for backreferences.

use super::Node;

pub(super) type Caps = Vec<Option<(usize, usize)>>;

pub(super) struct Matcher<'t> {
    pub(super) text: &'t [u8],
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
            Node::Byte(b) => t.get(pos) == Some(b) && k(pos + 1, caps),
            Node::Any => pos < t.len() && k(pos + 1, caps),
            Node::Set(set) => t.get(pos).is_some_and(|&c| set[usize::from(c)]) && k(pos + 1, caps),
            Node::LineStart => pos == 0 && k(pos, caps),
            Node::LineEnd => pos == t.len() && k(pos, caps),
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
