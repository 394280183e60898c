#!/usr/bin/env python3
"""tf.keras against PyTorch: the 784-256-10 MLP trained with Adam.

Usage: python3 bench/run_keras.py [--minitf build/bin/minitf] [--samples N] [--epochs E] [--rounds R]

Both sides build the same float32 MLP (ReLU hidden layer, logits, sparse
softmax cross-entropy, Adam with learning rate 1e-3, batch 128) from the same
deterministic formula for the data and the initial weights, and train it over
the same samples in the same order (no shuffling): minitf with
keras.Sequential and model.fit, PyTorch 1.13 (Debian's python3-torch under
/usr/bin/python3) with torch.nn and a plain training loop. It prints

  * each epoch's mean loss on both sides and the largest relative difference
    (issue #16 asks for at most 2e-3);
  * one training step (forward, backward, Adam update) on one batch:
    PyTorch's eager step, minitf's eager step and minitf's traced step
    (the same step under tf.function), in the same minute, and the ratios
    (goals: traced <= 0.7x PyTorch's eager step, and traced at least 1.3x
    faster than minitf's eager step);
  * the two large matrix products of the step alone on each side (x @ kernel
    and x^T @ dh; torch runs them on OpenBLAS's sgemm, minitf on its own
    AVX-512 kernel where the CPU has one, else on the same sgemm): the floor
    a step cannot go below, what the 0.7x goal leaves for everything else,
    and what minitf's traced step spends on it;
  * the seconds of model.fit over all the samples against the PyTorch loop.

Figures only: the exit status is 0 unless a side fails to run.
"""
import argparse
import os

from peer_snippets import paste, run_program

BATCH, IN, HIDDEN, OUT = 128, 784, 256, 10
LEARNING_RATE = 1e-3
# The agreement issue #16 asks for, relative to each epoch's loss.
TOLERANCE = 2e-3
GOAL_TRACED_VS_TORCH, GOAL_TRACED_SPEEDUP = 0.7, 1.3

# The same data, labels and weights on both sides: peer_snippets' table() (an
# integer hash evaluated exactly), pasted at %(TABLE)s; the timing loop at %(TIMED)s.
MINITF_PROGRAM = r'''
import time
import tensorflow as tf
from tensorflow import keras

%(TABLE)s
x = table(%(S)d, %(I)d, 7, 97, 2.0)
y = (tf.range(%(S)d) * 7 + tf.range(%(S)d) // 13) %% %(O)d
weights = [table(%(I)d, %(H)d, 31, 101, 0.1), tf.reshape(table(1, %(H)d, 17, 23, 0.1), [%(H)d]),
           table(%(H)d, %(O)d, 13, 29, 0.2), tf.reshape(table(1, %(O)d, 5, 11, 0.1), [%(O)d])]

def make_model():
    model = keras.Sequential([keras.Input(shape=(%(I)d,)),
                              keras.layers.Dense(%(H)d, activation="relu"),
                              keras.layers.Dense(%(O)d)])
    model.set_weights(weights)
    return model

loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)
model = make_model()
model.compile(optimizer=keras.optimizers.Adam(%(LR)r), loss=loss_fn)
t0 = time.perf_counter()
history = model.fit(x, y, batch_size=%(B)d, epochs=%(E)d, shuffle=False, verbose=0)
print("fit_s", time.perf_counter() - t0)
print("losses", " ".join(repr(v) for v in history.history["loss"]))

step_model = make_model()
opt = keras.optimizers.Adam(%(LR)r)

def step(xb, yb):
    with tf.GradientTape() as tape:
        loss = loss_fn(yb, step_model(xb, training=True))
    variables = step_model.trainable_variables
    opt.apply_gradients(zip(tape.gradient(loss, variables), variables))
    return loss

traced = tf.function(step)
xb, yb = x[:%(B)d], y[:%(B)d]
%(TIMED)s
print("ms eager", timed(lambda: step(xb, yb)))
print("ms traced", timed(lambda: traced(xb, yb)))

# The step's floor: its two large products alone (x @ kernel and x^T @ dh).
kernel = step_model.trainable_variables[0]
dh = table(%(B)d, %(H)d, 3, 37, 0.1)
products = tf.function(lambda x, dh: (tf.matmul(x, kernel), tf.matmul(x, dh, transpose_a=True)))
print("ms products", timed(lambda: products(xb, dh)))
'''

TORCH_PROGRAM = r'''
import time
import torch
torch.set_num_threads(os_threads)

%(TABLE)s
x = table(%(S)d, %(I)d, 7, 97, 2.0)
r = torch.arange(%(S)d)
y = ((r * 7 + torch.div(r, 13, rounding_mode="floor")) %% %(O)d).long()

def make_model():
    model = torch.nn.Sequential(torch.nn.Linear(%(I)d, %(H)d), torch.nn.ReLU(),
                                torch.nn.Linear(%(H)d, %(O)d))
    with torch.no_grad():
        # Keras keeps kernels as (in, out), torch as (out, in).
        model[0].weight.copy_(table(%(I)d, %(H)d, 31, 101, 0.1).t())
        model[0].bias.copy_(table(1, %(H)d, 17, 23, 0.1).reshape(%(H)d))
        model[2].weight.copy_(table(%(H)d, %(O)d, 13, 29, 0.2).t())
        model[2].bias.copy_(table(1, %(O)d, 5, 11, 0.1).reshape(%(O)d))
    return model

loss_fn = torch.nn.CrossEntropyLoss()

def train_step(model, opt, xb, yb):
    opt.zero_grad()
    loss = loss_fn(model(xb), yb)
    loss.backward()
    opt.step()
    return loss

model = make_model()
# Keras' Adam defaults: epsilon 1e-7.
opt = torch.optim.Adam(model.parameters(), lr=%(LR)r, betas=(0.9, 0.999), eps=1e-7)
t0 = time.perf_counter()
losses = []
for epoch in range(%(E)d):
    total, count = 0.0, 0
    for start in range(0, %(S)d, %(B)d):
        xb, yb = x[start:start + %(B)d], y[start:start + %(B)d]
        loss = train_step(model, opt, xb, yb)
        total += float(loss) * len(xb)
        count += len(xb)
    losses.append(total / count)
print("fit_s", time.perf_counter() - t0)
print("losses", " ".join(repr(v) for v in losses))

step_model = make_model()
step_opt = torch.optim.Adam(step_model.parameters(), lr=%(LR)r, eps=1e-7)
xb, yb = x[:%(B)d], y[:%(B)d]
%(TIMED)s
print("ms torch", timed(lambda: train_step(step_model, step_opt, xb, yb)))

kernel = table(%(I)d, %(H)d, 31, 101, 0.1)
dh = table(%(B)d, %(H)d, 3, 37, 0.1)
print("ms products", timed(lambda: (xb @ kernel, xb.t() @ dh)))
'''
MINITF_PROGRAM = paste(MINITF_PROGRAM, minitf=True)
TORCH_PROGRAM = paste(TORCH_PROGRAM, minitf=False)


def run(cmd, program, env):
    out = {}
    for line in run_program(cmd, program, env):
        kind, rest = line.split(' ', 1)
        if kind == 'losses':
            out['losses'] = [float(v) for v in rest.split()]
        elif kind == 'fit_s':
            out['fit_s'] = float(rest)
        elif kind == 'ms':
            side, value = rest.split()
            out[side] = float(value)
    return out


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument('--minitf', default=os.path.join(here, '..', 'build', 'bin', 'minitf'))
    ap.add_argument('--python', default='/usr/bin/python3')
    ap.add_argument('--samples', type=int, default=10000)
    ap.add_argument('--epochs', type=int, default=3)
    ap.add_argument('--steps', type=int, default=20, help='steps per timed repetition')
    ap.add_argument('--repeat', type=int, default=5, help='timed repetitions (best is kept)')
    # One thread each by default: on a shared machine, threaded BLAS on both
    # sides measures the neighbours' load more than the step.
    ap.add_argument('--threads', type=int, default=1,
                    help='BLAS threads for both sides (OPENBLAS_NUM_THREADS, torch)')
    ap.add_argument('--rounds', type=int, default=3,
                    help='runs of each side, taking turns (best time kept)')
    args = ap.parse_args()
    sizes = dict(S=args.samples, B=BATCH, I=IN, H=HIDDEN, O=OUT, E=args.epochs, LR=LEARNING_RATE,
                 N=args.steps, R=args.repeat)
    env = dict(os.environ, OPENBLAS_NUM_THREADS=str(args.threads), OMP_NUM_THREADS=str(args.threads))
    # The sides take turns, and each time is the best over the rounds: on a
    # shared machine a neighbour's burst then slows one round of one side,
    # not the whole comparison. The losses are the same in every round.
    m, t = {}, {}
    for _ in range(args.rounds):
        new_m = run([args.minitf, '--mode', 'modern'], MINITF_PROGRAM % sizes, env)
        new_t = run([args.python], TORCH_PROGRAM.replace('os_threads', str(args.threads)) % sizes,
                    env)
        for best, new in ((m, new_m), (t, new_t)):
            for key, value in new.items():
                best[key] = value if key == 'losses' else min(best.get(key, value), value)
    print('784-256-10 MLP, ReLU, sparse softmax cross-entropy, Adam(%g), batch %d, %d samples, '
          'float32, %d thread(s)' % (LEARNING_RATE, BATCH, args.samples, args.threads))
    worst = 0.0
    for i, (a, b) in enumerate(zip(m['losses'], t['losses'])):
        rel = abs(a - b) / abs(b)
        worst = max(worst, rel)
        print('  epoch %d loss: minitf %.6f, torch %.6f, relative difference %.2e' % (i + 1, a, b, rel))
    print('agreement: %s (worst %.2e, goal <= %.0e)' %
          ('yes' if worst <= TOLERANCE else 'NO', worst, TOLERANCE))
    print('one training step: torch eager %.3f ms, minitf eager %.3f ms, minitf traced %.3f ms' %
          (t['torch'], m['eager'], m['traced']))
    print('  minitf traced / torch eager = %.2fx (goal <= %.1f); minitf eager / traced = %.2fx '
          '(goal >= %.1f)' % (m['traced'] / t['torch'], GOAL_TRACED_VS_TORCH,
                              m['eager'] / m['traced'], GOAL_TRACED_SPEEDUP))
    # How far a traced step can go: both sides compute the same two large
    # products (each with its own GEMM); the goal leaves the rest of the step
    # what 0.7x of torch's step does not spend on them.
    print('the two large products alone (x @ kernel, x^T @ dh): torch %.3f ms, minitf %.3f ms; '
          'minitf products / torch step = %.2fx, leaving %.3f ms of the %.1fx goal for the rest' %
          (t['products'], m['products'], m['products'] / t['torch'],
           GOAL_TRACED_VS_TORCH * t['torch'] - m['products'], GOAL_TRACED_VS_TORCH))
    # What the traced step spends outside those products (the Adam update,
    # the narrow layer's products, the loss and the elementwise ops), the
    # part of the step the executor decides.
    print('minitf traced step outside the two large products: %.3f ms' %
          (m['traced'] - m['products']))
    print('model.fit, %d epochs over %d samples: minitf %.2f s, torch loop %.2f s, ratio %.2fx' %
          (args.epochs, args.samples, m['fit_s'], t['fit_s'], m['fit_s'] / t['fit_s']))


if __name__ == '__main__':
    main()
