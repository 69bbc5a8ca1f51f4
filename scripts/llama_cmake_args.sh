#!/usr/bin/env sh
# CMake flags for llama-cpp-python on this CPU: AVX2 always, AVX-512 where the
# CPU has it, never AMX. A -march=native build turns AMX on where the CPU has
# it, and that build segfaults on the first prompt on this machine.
flags="-DGGML_NATIVE=OFF -DGGML_AVX=ON -DGGML_AVX2=ON -DGGML_FMA=ON -DGGML_F16C=ON"
cpu=$(grep -m1 '^flags' /proc/cpuinfo 2>/dev/null)
has() { case " $cpu " in *" $1 "*) return 0 ;; *) return 1 ;; esac; }
if has avx512f && has avx512bw && has avx512vl && has avx512dq; then
  flags="$flags -DGGML_AVX512=ON"
  has avx512_vnni && flags="$flags -DGGML_AVX512_VNNI=ON"
  has avx512_bf16 && flags="$flags -DGGML_AVX512_BF16=ON"
fi
has avx_vnni && flags="$flags -DGGML_AVX_VNNI=ON"
echo "$flags"
