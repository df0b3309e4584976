//! The bytecode's primitive encodings (MLIR's `EncodingEmitter` and `EncodingReader`
//! primitives): prefix varints, zigzag signed varints, varints with a flag bit, nul-terminated
//! strings and sections (an id byte whose high bit says an alignment follows, a size, then the
//! section's bytes).

/// The bytecode magic number every file starts with.
pub const MAGIC: &[u8; 4] = b"ML\xefR";
/// The padding byte before aligned data.
pub const ALIGNMENT_BYTE: u8 = 0xCB;

/// Section ids (MLIR's `bytecode::Section::ID`).
pub mod section {
    /// The string table.
    pub const STRING: u8 = 0;
    /// Dialects and operation names.
    pub const DIALECT: u8 = 1;
    /// Attribute and type entries.
    pub const ATTR_TYPE: u8 = 2;
    /// Offsets of the attribute and type entries.
    pub const ATTR_TYPE_OFFSET: u8 = 3;
    /// Operations (and lazily loadable regions).
    pub const IR: u8 = 4;
    /// Resource data.
    pub const RESOURCE: u8 = 5;
    /// Resource keys and offsets.
    pub const RESOURCE_OFFSET: u8 = 6;
    /// A dialect's version.
    pub const DIALECT_VERSIONS: u8 = 7;
    /// Operation properties.
    pub const PROPERTIES: u8 = 8;
    /// How many section ids there are.
    pub const COUNT: u8 = 9;
}

/// Bytecode versions at which the format changed (MLIR's `bytecode::BytecodeVersion`).
pub mod version {
    /// Dialects may carry a version.
    pub const DIALECT_VERSIONING: u64 = 1;
    /// Isolated regions sit in their own sections.
    pub const LAZY_LOADING: u64 = 2;
    /// Use-list orders are kept.
    pub const USE_LIST_ORDERING: u64 = 3;
    /// Unknown block argument locations are left out; the op name count is written.
    pub const ELIDE_UNKNOWN_BLOCK_ARG_LOCATION: u64 = 4;
    /// Properties are encoded natively.
    pub const NATIVE_PROPERTIES: u64 = 5;
    /// Segment sizes are encoded as sparse arrays.
    pub const NATIVE_PROPERTIES_ODS_SEGMENT_SIZE: u64 = 6;
    /// The newest version, written by default.
    pub const CURRENT: u64 = 6;
}

/// Operation encoding mask bits (MLIR's `bytecode::OpEncodingMask`).
pub mod op_mask {
    /// The operation has a discardable (or merged) attribute dictionary.
    pub const HAS_ATTRS: u8 = 0b0000_0001;
    /// The operation has results.
    pub const HAS_RESULTS: u8 = 0b0000_0010;
    /// The operation has operands.
    pub const HAS_OPERANDS: u8 = 0b0000_0100;
    /// The operation has successors.
    pub const HAS_SUCCESSORS: u8 = 0b0000_1000;
    /// The operation has regions.
    pub const HAS_INLINE_REGIONS: u8 = 0b0001_0000;
    /// Some result has a custom use-list order.
    pub const HAS_USE_LIST_ORDERS: u8 = 0b0010_0000;
    /// The operation has properties.
    pub const HAS_PROPERTIES: u8 = 0b0100_0000;
}

/// A growing byte buffer with the bytecode's encodings.
#[derive(Default, Debug)]
pub struct Emitter {
    /// The bytes.
    pub bytes: Vec<u8>,
    /// The largest alignment anything inside asked for.
    pub required_alignment: u32,
}

impl Emitter {
    /// An empty buffer.
    pub fn new() -> Self {
        Emitter {
            bytes: Vec::new(),
            required_alignment: 1,
        }
    }

    /// The number of bytes written.
    pub fn len(&self) -> usize {
        self.bytes.len()
    }

    /// One byte.
    pub fn byte(&mut self, b: u8) {
        self.bytes.push(b);
    }

    /// Raw bytes.
    pub fn raw(&mut self, b: &[u8]) {
        self.bytes.extend_from_slice(b);
    }

    /// A prefix varint: the count of trailing zero bits of the first byte is the number of
    /// bytes that follow; the value is stored little endian above the marker bit.
    pub fn var_int(&mut self, value: u64) {
        if value >> 7 == 0 {
            self.bytes.push(((value << 1) | 1) as u8);
            return;
        }
        let mut it = value >> 7;
        for num_bytes in 2..9usize {
            it >>= 7;
            if it == 0 {
                let encoded = ((value << 1) | 1) << (num_bytes - 1);
                self.bytes
                    .extend_from_slice(&encoded.to_le_bytes()[..num_bytes]);
                return;
            }
        }
        self.bytes.push(0);
        self.bytes.extend_from_slice(&value.to_le_bytes());
    }

    /// A zigzag-encoded signed varint.
    pub fn signed_var_int(&mut self, value: i64) {
        let v = value as u64;
        self.var_int((v << 1) ^ ((value >> 63) as u64));
    }

    /// A varint with `flag` in its low bit.
    pub fn var_int_with_flag(&mut self, value: u64, flag: bool) {
        self.var_int((value << 1) | u64::from(flag));
    }

    /// `s` and a nul byte.
    pub fn nul_terminated(&mut self, s: &[u8]) {
        self.raw(s);
        self.byte(0);
    }

    /// Padding bytes up to a multiple of `alignment` (a power of two).
    pub fn align_to(&mut self, alignment: u32) {
        if alignment < 2 {
            return;
        }
        let a = alignment as usize;
        while self.bytes.len() % a != 0 {
            self.bytes.push(ALIGNMENT_BYTE);
        }
        self.required_alignment = self.required_alignment.max(alignment);
    }

    /// The section `id` holding `body`, aligned as its contents require.
    pub fn section(&mut self, id: u8, body: Emitter) {
        let code_offset = self.bytes.len();
        self.byte(id);
        self.var_int(body.bytes.len() as u64);
        let align = body.required_alignment;
        if align > 1 {
            if self.bytes.len() & (align as usize - 1) != 0 {
                self.var_int(u64::from(align));
                self.align_to(align);
                self.bytes[code_offset] |= 0x80;
            } else {
                self.required_alignment = self.required_alignment.max(align);
            }
        }
        self.bytes.extend_from_slice(&body.bytes);
    }
}

/// A failure to read bytecode: the byte offset and mlir-opt's message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReadError {
    /// Offset in the file.
    pub offset: usize,
    /// What is wrong.
    pub message: String,
    /// The note mlir-opt attaches once the header was read (the version and producer).
    pub note: Option<String>,
    /// Where mlir-opt reports the error when not at the file's start (`file:0:0`): a textual
    /// attribute or type entry that does not parse is reported inside that text, as
    /// `<text>:line:col`, the text being the name of the buffer MLIR parses it from.
    pub at: Option<String>,
    /// A second error mlir-opt reports right after this one, without the producer's note
    /// (a section whose alignment the buffer cannot give: `failed to align section ID: N`).
    pub then: Option<String>,
    /// An error a dialect emitted on the IR it read (its upgrade from the file's version of
    /// the dialect failing, see `BytecodeDialectInterface::upgrade_from_version`): reported
    /// as the verifier's errors are, with the operation it names; `message` repeats its
    /// message. The IR read is left for the reporter to erase once it reported the error
    /// ([`ReadError::discard_ir`]).
    pub op_error: Option<Box<crate::op_error::VerifyError>>,
}

impl ReadError {
    /// A failure reported by nothing but the failure (a dialect's reader refusing an entry
    /// without a message, as MLIR's may).
    pub fn silent(offset: usize) -> Self {
        ReadError {
            offset,
            message: String::new(),
            note: None,
            at: None,
            then: None,
            op_error: None,
        }
    }

    /// Whether this failure reports nothing (see [`ReadError::silent`]).
    pub fn is_silent(&self) -> bool {
        self.message.is_empty()
    }

    /// The failure of an error a dialect emitted on the IR read (see
    /// [`ReadError::op_error`]).
    pub fn on_op(error: crate::op_error::VerifyError) -> Self {
        ReadError {
            message: error.message.clone(),
            op_error: Some(Box::new(error)),
            ..ReadError::silent(0)
        }
    }

    /// Erases the IR an error emitted on it kept alive (see [`ReadError::op_error`]); the
    /// top-level operation it names is the reader's, holding all it read.
    pub fn discard_ir(&self, ctx: &mut crate::Context) {
        if let Some(op) = self.op_error.as_ref().and_then(|e| e.op_for_note) {
            let mut top = op;
            while let Some(parent) = ctx.op(top).parent_op() {
                top = parent;
            }
            top.erase(ctx);
        }
    }
}

impl std::fmt::Display for ReadError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "byte {}: {}", self.offset, self.message)
    }
}

/// A cursor over bytes with the bytecode's decodings; every read checks the bytes left.
#[derive(Clone, Copy, Debug)]
pub struct Cursor<'a> {
    data: &'a [u8],
    pos: usize,
    /// The offset of `data[0]` in the file, for error locations.
    base: usize,
}

impl<'a> Cursor<'a> {
    /// A cursor over `data`, which starts at file offset `base`.
    pub fn new(data: &'a [u8], base: usize) -> Self {
        Cursor { data, pos: 0, base }
    }

    /// An error at the current position.
    pub fn error(&self, message: impl Into<String>) -> ReadError {
        ReadError {
            offset: self.base + self.pos,
            message: message.into(),
            note: None,
            at: None,
            then: None,
            op_error: None,
        }
    }

    /// The file offset of the current position.
    pub fn offset(&self) -> usize {
        self.base + self.pos
    }

    /// True when every byte was read.
    pub fn is_empty(&self) -> bool {
        self.pos >= self.data.len()
    }

    /// The bytes not read yet.
    pub fn rest(&self) -> &'a [u8] {
        &self.data[self.pos..]
    }

    /// Bytes not read yet.
    pub fn remaining(&self) -> usize {
        self.data.len() - self.pos
    }

    /// The next `n` bytes.
    pub fn bytes(&mut self, n: usize) -> Result<&'a [u8], ReadError> {
        if n > self.remaining() {
            return Err(self.error(format!(
                "attempting to parse {n} bytes when only {} remain",
                self.remaining()
            )));
        }
        let s = &self.data[self.pos..self.pos + n];
        self.pos += n;
        Ok(s)
    }

    /// The next byte.
    pub fn byte(&mut self) -> Result<u8, ReadError> {
        if self.is_empty() {
            return Err(self.error("attempting to parse a byte at the end of the bytecode"));
        }
        Ok(self.bytes(1)?[0])
    }

    /// A prefix varint.
    pub fn var_int(&mut self) -> Result<u64, ReadError> {
        let first = self.byte()?;
        if first & 1 == 1 {
            return Ok(u64::from(first >> 1));
        }
        if first == 0 {
            let b = self.bytes(8)?;
            let mut w = [0u8; 8];
            w.copy_from_slice(b);
            return Ok(u64::from_le_bytes(w));
        }
        let extra = first.trailing_zeros() as usize;
        let rest = self.bytes(extra)?;
        let mut w = [0u8; 8];
        w[0] = first;
        w[1..=extra].copy_from_slice(rest);
        Ok(u64::from_le_bytes(w) >> (extra + 1))
    }

    /// A zigzag-encoded signed varint.
    pub fn signed_var_int(&mut self) -> Result<i64, ReadError> {
        let v = self.var_int()?;
        Ok(((v >> 1) as i64) ^ -((v & 1) as i64))
    }

    /// A varint and the flag in its low bit.
    pub fn var_int_with_flag(&mut self) -> Result<(u64, bool), ReadError> {
        let v = self.var_int()?;
        Ok((v >> 1, v & 1 == 1))
    }

    /// A varint used as a count of items, taken as read (as MLIR takes it): the items are
    /// then read one by one, so that what is kept grows only with the bytes read, and a
    /// count the bytes left cannot hold fails where reading them runs out.
    pub fn count(&mut self) -> Result<usize, ReadError> {
        Ok(usize::try_from(self.var_int()?).unwrap_or(usize::MAX))
    }

    /// Skips padding up to `alignment` (relative to the file start, which MLIR's reader
    /// assumes is as aligned as the buffer holding it).
    pub fn align_to(&mut self, alignment: u64) -> Result<(), ReadError> {
        if !alignment.is_power_of_two() || alignment > u64::from(u32::MAX) {
            return Err(self.error("expected alignment to be a power-of-two"));
        }
        while (self.offset() as u64) % alignment != 0 {
            let b = self.byte()?;
            if b != ALIGNMENT_BYTE {
                return Err(self.error(format!(
                    "expected alignment byte (0xCB), but got: '0x{b:X}'"
                )));
            }
        }
        Ok(())
    }

    /// A section: its id and contents. In MLIR's order of checks: the id, then the
    /// alignment (the buffer's own first, as the bytes are used in place), then the length.
    pub fn section(&mut self) -> Result<(u8, Cursor<'a>), ReadError> {
        let code = self.byte()?;
        let len = self.var_int()?;
        let id = code & 0x7f;
        if id >= section::COUNT {
            return Err(self.error(format!("invalid section ID: {id}")));
        }
        if code & 0x80 != 0 {
            let align = self.var_int()?;
            // MLIR truncates the alignment to 32 bits and masks the buffer's address with it.
            let align = align & u64::from(u32::MAX);
            let start = (self.data.as_ptr() as usize).wrapping_sub(self.base) as u64;
            if start & align.wrapping_sub(1) != 0 {
                let mut e = self.error(format!(
                    "expected section alignment {align} but bytecode buffer 0x{start:x} is not \
                     aligned"
                ));
                e.then = Some(format!("failed to align section ID: {id}"));
                return Err(e);
            }
            self.align_to(align)?;
        }
        let base = self.offset();
        let body = self.bytes(usize::try_from(len).unwrap_or(usize::MAX))?;
        Ok((id, Cursor::new(body, base)))
    }

    /// A nul-terminated string.
    pub fn nul_terminated(&mut self) -> Result<&'a [u8], ReadError> {
        let rest = &self.data[self.pos..];
        match rest.iter().position(|&b| b == 0) {
            Some(n) => {
                let s = &rest[..n];
                self.pos += n + 1;
                Ok(s)
            }
            None => Err(self.error("malformed null-terminated string, no null character found")),
        }
    }
}
