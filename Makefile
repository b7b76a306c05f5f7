# symx build. `make` builds ./symx and the runtime models; `make test` runs
# every test; `make asan` builds build/asan/symx with ASan+UBSan.
LLVM_DIR   ?= /usr/lib/llvm-16
CLANG      ?= $(LLVM_DIR)/bin/clang
LLVM_LINK  ?= $(LLVM_DIR)/bin/llvm-link
VARIANT    ?= release
BUILD      := build/$(VARIANT)

CC         ?= cc
BASE_CFLAGS := -std=gnu11 -g -Wall -Wextra -Wno-unused-parameter -Wno-missing-field-initializers \
               -Isrc -Iruntime -DSYMX_CLANG='"$(CLANG)"'
ifeq ($(VARIANT),asan)
  OPT_CFLAGS := -O1 -fno-omit-frame-pointer -fsanitize=address,undefined -fno-sanitize-recover=undefined \
                -DSYMX_STRICT
  OPT_LDFLAGS := -fsanitize=address,undefined
else
  OPT_CFLAGS := -O2
  OPT_LDFLAGS :=
endif
CFLAGS_ALL := $(BASE_CFLAGS) $(OPT_CFLAGS) $(CFLAGS)
LLVM_CFLAGS := -I$(LLVM_DIR)/include
# LLVM is linked statically: only the parts symx uses are loaded, which
# halves its resident memory compared with relocating all of libLLVM.so.
LLVM_LIBS  := -L$(LLVM_DIR)/lib $(shell $(LLVM_DIR)/bin/llvm-config --link-static --libs core bitreader irreader linker passes 2>/dev/null) \
              -lz -lzstd -ltinfo -lxml2 -ldl -lrt -lstdc++
Z3_LIBS    := -lz3 -lpthread

# Layers, lowest first (src/<layer>/; tests/layers.py checks that no file
# includes a header of a layer above its own):
#   base  expr  solver  ir  front  engine  out  cli
BASE_SRCS   := base/util.c base/proc.c expr/expr.c expr/expr_c.c expr/fp.c expr/fp_exact.c expr/fp80.c expr/subst.c $(patsubst src/%,%,$(wildcard src/solver/*.c)) \
               ir/ir.c ir/addr.c ir/cfg.c ir/types.c ir/ctypes.c ir/loopfx.c ir/live.c
ENGINE_SRCS := $(patsubst src/%,%,$(wildcard src/engine/*.c src/out/*.c))
FRONT_SRCS  := $(patsubst src/%,%,$(wildcard src/front/*.c))
CLI_SRCS    := $(patsubst src/%,%,$(wildcard src/cli/*.c))
CC_SRCS     := $(patsubst src/%,%,$(wildcard src/cc/*.c))

BASE_OBJS   := $(addprefix $(BUILD)/,$(BASE_SRCS:.c=.o))
ENGINE_OBJS := $(addprefix $(BUILD)/,$(ENGINE_SRCS:.c=.o))
FRONT_OBJS  := $(addprefix $(BUILD)/,$(FRONT_SRCS:.c=.o))
CLI_OBJS    := $(addprefix $(BUILD)/,$(CLI_SRCS:.c=.o)) $(BUILD)/rt/json.o $(BUILD)/rt/cmdline.o
CC_OBJS     := $(addprefix $(BUILD)/,$(CC_SRCS:.c=.o))

RUNTIME_SRCS := $(wildcard runtime/libc/*.c)
RUNTIME_BCS  := $(patsubst runtime/libc/%.c,build/runtime/%.bc,$(RUNTIME_SRCS))
RUNTIME32_BCS := $(patsubst runtime/libc/%.c,build/runtime32/%.bc,$(RUNTIME_SRCS))
RUNTIME_FLAGS := -O1 -fno-vectorize -fno-slp-vectorize -fno-builtin -ffreestanding -fno-math-errno -g \
                 -Iruntime/include -Ibuild/runtime -Wall -Wno-unused-function

# Bitcode of the models: position-dependent, so that LLVM makes no relative
# lookup tables (llvm.load.relative), which LP64's layout cannot hold.
RUNTIME_BC_FLAGS := $(RUNTIME_FLAGS) -fno-pic

UNIT_TESTS := $(patsubst tests/unit/%.c,$(BUILD)/tests/%,$(wildcard tests/unit/*.c))

ifeq ($(VARIANT),release)
SYMX_BIN := symx
else
SYMX_BIN := $(BUILD)/symx
endif

.PHONY: all test check unit system asan clean bench
all: $(SYMX_BIN) build/runtime.bc build/runtime32.bc

$(SYMX_BIN): $(BASE_OBJS) $(ENGINE_OBJS) $(FRONT_OBJS) $(CC_OBJS) $(CLI_OBJS)
	$(CC) $(OPT_LDFLAGS) -o $@ $^ $(LLVM_LIBS) $(Z3_LIBS) -lm

# The front end's and cc's files include llvm-c.
$(BUILD)/cc/%.o: src/cc/%.c src/*/*.h runtime/concolic/hooks.h
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_ALL) $(LLVM_CFLAGS) -c -o $@ $<

$(BUILD)/front/%.o: src/front/%.c src/*/*.h
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_ALL) $(LLVM_CFLAGS) -c -o $@ $<

$(BUILD)/%.o: src/%.c src/*/*.h
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_ALL) -c -o $@ $<

# The replay runtime's test-file reader, shared with `symx replay` / `show`.
$(BUILD)/rt/%.o: runtime/replay/%.c runtime/replay/json.h
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_ALL) -c -o $@ $<

build/runtime/%.bc: runtime/libc/%.c runtime/include/*.h
	@mkdir -p $(dir $@)
	$(CLANG) $(RUNTIME_BC_FLAGS) -emit-llvm -c -o $@ $<

# strerror's and strsignal's texts, as this machine's C library has them
# (runtime/libc/messages.c).
build/runtime/messages.h: runtime/gen_messages.c
	@mkdir -p $(dir $@)
	$(CLANG) -O1 -o build/runtime/gen_messages $<
	build/runtime/gen_messages > $@.tmp && mv $@.tmp $@
build/runtime/messages.bc build/runtime32/messages.bc build/models-test/messages.o: build/runtime/messages.h

build/runtime.bc: $(RUNTIME_BCS)
	@mkdir -p build
	$(LLVM_LINK) -o $@ $^

# The same models for ILP32 programs (--data-model ILP32), compiled for i386.
build/runtime32/%.bc: runtime/libc/%.c runtime/include/*.h
	@mkdir -p $(dir $@)
	$(CLANG) -m32 $(RUNTIME_BC_FLAGS) -emit-llvm -c -o $@ $<

build/runtime32.bc: $(RUNTIME32_BCS)
	@mkdir -p build
	$(LLVM_LINK) -o $@ $^

# i386 glibc's libm for ILP32 programs (src/engine/math32.c). Built where an
# i386 C library is installed; without it such calls are unsupported.
all: build/libm32-server
$(BUILD)/engine/math32.o: runtime/native32/libm_protocol.h
build/libm32-server: runtime/native32/libm_server.c runtime/native32/libm_protocol.h
	@mkdir -p build
	$(CLANG) -m32 -O1 -Wall -o $@ $< -ldl -lm || echo "symx: no i386 C library: ILP32 programs' libm calls will be unsupported"

# Unit tests: one C file each under tests/unit, linked with the core layers.
$(BUILD)/tests/%: tests/unit/%.c tests/unit/check.h $(BASE_OBJS) $(ENGINE_OBJS)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_ALL) -o $@ $< $(BASE_OBJS) $(ENGINE_OBJS) $(Z3_LIBS) -lm $(OPT_LDFLAGS)

# test_lazy runs entry functions through cli/entry.c's harness.
$(BUILD)/tests/test_lazy: tests/unit/test_lazy.c tests/unit/check.h \
                            $(BASE_OBJS) $(ENGINE_OBJS) $(FRONT_OBJS) $(BUILD)/cli/load.o $(BUILD)/cli/entry.o
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_ALL) -o $@ $< $(BUILD)/cli/load.o $(BUILD)/cli/entry.o $(FRONT_OBJS) $(BASE_OBJS) $(ENGINE_OBJS) \
	  $(LLVM_LIBS) $(Z3_LIBS) -lm $(OPT_LDFLAGS)

# test_engine, test_cfg, test_lower and test_loopfx compile C programs: they link the front end.
$(BUILD)/tests/test_engine $(BUILD)/tests/test_cfg $(BUILD)/tests/test_lower $(BUILD)/tests/test_loopfx: $(BUILD)/tests/%: tests/unit/%.c tests/unit/check.h \
                            $(BASE_OBJS) $(ENGINE_OBJS) $(FRONT_OBJS) $(BUILD)/cli/load.o
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_ALL) -o $@ $< $(BUILD)/cli/load.o $(FRONT_OBJS) $(BASE_OBJS) $(ENGINE_OBJS) \
	  $(LLVM_LIBS) $(Z3_LIBS) -lm $(OPT_LDFLAGS)

unit: $(UNIT_TESTS)
	@set -e; for t in $(UNIT_TESTS); do echo "== $$t"; $$t; done

system: all
	python3 tests/run_system.py --symx ./$(SYMX_BIN) tests/system examples bench

# Everything (`make test`): every stage even when one fails, a line per
# stage and the totals last (tests/run_all.py). `make check` is the quick
# slice of every suite, for the edit-compile-test loop.
.PHONY: check
test: all
	python3 tests/run_all.py

check: all
	python3 tests/run_all.py --quick

asan: 
	$(MAKE) VARIANT=asan build/asan/symx

# The sanitizer build's stages (tests/run_all.py runs them side by side with
# the others); `make VARIANT=asan asan-test` runs them in a row.
asan-build: $(SYMX_BIN) build/runtime.bc build/runtime32.bc $(UNIT_TESTS)

asan-unit: asan-build
	@set -e; for t in $(UNIT_TESTS); do echo "== $$t (asan)"; $$t; done

asan-system: asan-build
	ASAN_OPTIONS=detect_leaks=0 python3 tests/run_system.py --symx ./$(SYMX_BIN) tests/system examples bench

asan-verify: asan-build
	ASAN_OPTIONS=detect_leaks=1 python3 tests/verify/run.py --symx ./$(SYMX_BIN)

asan-diff: asan-build
	ASAN_OPTIONS=detect_leaks=0 python3 tests/diff/run.py --symx ./$(SYMX_BIN) tests/diff/ilp32 tests/diff/entry \
	  tests/diff/libc/external_calls.c tests/diff/libc/external_pinned.c tests/diff/libc/external_math.c \
	  tests/diff/libc/sprintf_sym.c tests/diff/libc/vsnprintf_sym.c tests/diff/libc/math_native.c tests/diff/posix/write_files.c \
	  tests/diff/fp/ld_sym_convert.c tests/diff/libc/printf_long_double.c tests/diff/libc/math_native_ld.c tests/diff/libc/strtold.c

asan-test: asan-unit asan-system asan-diff asan-verify

.PHONY: asan-build asan-unit asan-system asan-diff asan-verify asan-test

clean:
	rm -rf build symx

# Native tests of the libc models against glibc (tests/models/test_models.c):
# each runtime/libc source is compiled natively, its defined symbols renamed
# model_* (undefined ones such as malloc are left alone), and linked with the
# test; all under ASan+UBSan, so a model reading out of bounds fails the test.
.PHONY: models-test
MODELS_TEST_DIR := build/models-test
MODELS_TEST_CFLAGS := -O1 -g -fno-omit-frame-pointer -fsanitize=address,undefined -msse4.1 \
                      -fno-sanitize-recover=undefined
MODELS_TEST_OBJS := $(patsubst runtime/libc/%.c,$(MODELS_TEST_DIR)/%.o,$(RUNTIME_SRCS))

build/runtime/ctype.bc: runtime/libc/ctype_tables.h

$(MODELS_TEST_DIR)/%.o: runtime/libc/%.c runtime/libc/*.h runtime/include/*.h
	@mkdir -p $(dir $@)
	$(CLANG) $(RUNTIME_FLAGS) $(MODELS_TEST_CFLAGS) -c -o $@ $<

$(MODELS_TEST_DIR)/test_models: tests/models/*.c tests/models/*.h $(MODELS_TEST_OBJS)
	nm -g --defined-only $(MODELS_TEST_OBJS) | awk 'NF == 3 { print $$3, "model_" $$3 }' \
	  | sort -u > $(MODELS_TEST_DIR)/syms.txt
	set -e; for o in $(MODELS_TEST_OBJS); do \
	  objcopy --redefine-syms=$(MODELS_TEST_DIR)/syms.txt $$o $${o%.o}.renamed; done
	$(CLANG) $(MODELS_TEST_CFLAGS) -Wall -Wextra -o $@ $(wildcard tests/models/*.c) $(MODELS_TEST_OBJS:.o=.renamed)

models-test: $(MODELS_TEST_DIR)/test_models
	$<

# Replay runtime (runtime/replay): symx's input API for native builds, feeding
# the inputs of the test named by $SYMX_TEST. `symx replay` links
# build/replay/runtime.o; users link build/libsymx-replay.a into their builds.
REPLAY_RT_FLAGS := -O1 -g -fPIC -Iruntime/include -Wall -Wextra -Wno-unused-parameter
all: build/libsymx-replay.a
build/replay/runtime.o: runtime/replay/runtime.c runtime/replay/json.[ch] runtime/replay/cmdline.c runtime/replay/contract.c runtime/nondet_list.h runtime/include/symx.h \
                        runtime/include/klee/klee.h
	@mkdir -p $(dir $@)
	$(CLANG) $(REPLAY_RT_FLAGS) -c -o $@ $<
# The same for ILP32 programs (-m32).
all: build/replay32/runtime.o
build/replay32/runtime.o: runtime/replay/runtime.c runtime/replay/json.[ch] runtime/replay/cmdline.c runtime/replay/contract.c runtime/nondet_list.h runtime/include/symx.h \
                          runtime/include/klee/klee.h
	@mkdir -p $(dir $@)
	$(CLANG) -m32 $(REPLAY_RT_FLAGS) -c -o $@ $<
build/libsymx-replay.a: build/replay/runtime.o
	rm -f $@
	ar rcs $@ $<
$(BUILD)/cli/replay.o $(BUILD)/cli/show.o $(BUILD)/cli/fuzz_engine.o: runtime/replay/json.h

# The concolic runtime of `symx cc` programs (runtime/concolic): the hooks as
# bitcode, linked into each program and inlined; the slow paths, shadow
# memory and input API with symx's own base, expr and solver layers in
# build/libsymx-concolic.a (always an optimised build without sanitizers:
# it is linked into the user's program).
CONCOLIC_SRCS := base/util.c expr/expr.c expr/fp.c expr/fp_exact.c expr/fp80.c expr/subst.c $(patsubst src/%,%,$(wildcard src/solver/*.c))
CONCOLIC_OBJS := $(addprefix build/concolic/,$(CONCOLIC_SRCS:.c=.o)) build/concolic/rt/runtime.o build/concolic/rt/api.o build/concolic/rt/io.o build/concolic/rt/objects.o build/concolic/rt/heap.o build/concolic/rt/ctype.o build/concolic/rt/stack.o build/concolic/rt/server.o build/concolic/rt/fp.o build/concolic/rt/numbers.o
all: build/libsymx-concolic.a build/concolic/hooks.bc build/concolic/models.bc
# symx's own <string.h> and number models (runtime/libc/string.c, strtod.c, strtol.c),
# linked into each program and instrumented with it, so that the bytes they
# read stay tracked.
# (Compiled as symx cc compiles the program, src/cc/cc.c: -O0 without
# optnone, so that the optimiser has not turned their branches into selects
# and pointer arithmetic before instrumentation; position-independent, as
# the program is: strtod calls the C library's __errno_location.)
build/concolic/models.bc: build/concolic/libc/string.bc build/concolic/libc/strtod.bc build/concolic/libc/strtol.bc
	@mkdir -p $(dir $@)
	$(LLVM_LINK) -o $@ $^
build/concolic/libc/%.bc: runtime/libc/%.c runtime/include/*.h
	@mkdir -p $(dir $@)
	$(CLANG) -O0 -Xclang -disable-O0-optnone -fwrapv -fno-strict-aliasing -fno-delete-null-pointer-checks \
	  -fno-builtin -ffreestanding -g -Iruntime/include -fPIC -emit-llvm -c -o $@ $<
build/concolic/hooks.bc: runtime/concolic/hooks.c runtime/concolic/hooks.h
	@mkdir -p $(dir $@)
	$(CLANG) -O2 -g0 -emit-llvm -c -o $@ $<
build/concolic/rt/%.o: runtime/concolic/%.c runtime/concolic/*.h runtime/nondet_list.h src/*/*.h
	@mkdir -p $(dir $@)
	$(CC) $(BASE_CFLAGS) -O2 -c -o $@ $<
build/concolic/%.o: src/%.c src/*/*.h
	@mkdir -p $(dir $@)
	$(CC) $(BASE_CFLAGS) -O2 -c -o $@ $<
# One object whose only global symbols are the input API and the hooks'
# globals and slow paths: symx's own names (xmalloc, expr_*, solver_*, ...)
# are made local, so that they cannot clash with the program's.
build/concolic/runtime-all.o: $(CONCOLIC_OBJS)
	ld -r -o build/concolic/runtime-partial.o $^
	nm -g --defined-only build/concolic/runtime-partial.o | awk 'NF == 3 { print $$3 }' \
	  | grep -E '^(symx_|klee_|__VERIFIER_|__symx_|reach_error$$)' > build/concolic/exports.txt
	objcopy --keep-global-symbols=build/concolic/exports.txt build/concolic/runtime-partial.o $@
build/libsymx-concolic.a: build/concolic/runtime-all.o
	rm -f $@
	ar rcs $@ $^
