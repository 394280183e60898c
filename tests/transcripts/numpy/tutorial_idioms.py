import numpy as np
np.random.seed(42)
x = np.random.rand(5, 3).astype(np.float32)
y = (x.sum(axis=1) > 1.5).astype(int)
print(x.shape, y, y.dtype)
preds = np.array([[0.1, 0.7, 0.2], [0.8, 0.1, 0.1]])
print(np.argmax(preds[0]), np.argmax(preds, axis=-1), np.max(preds, axis=1))
img = np.arange(784, dtype=np.uint8).reshape(28, 28)
batch = np.expand_dims(img, 0).astype("float32") / 255.0
print(batch.shape, batch.dtype, batch.max().round(4))
flat = img.reshape(-1, 784)
print(flat.shape, np.array([np.array([1, 2]), np.array([3, 4])]))
data = np.array([1.0, 2.0, 3.0, 4.0])
mean, std = data.mean(), data.std()
print((data - mean) / std)
idx = np.random.permutation(len(data))
print(data[idx], idx)
train, test = np.split(np.arange(10), [8])
print(train, test)
angles = np.arange(4)[:, np.newaxis] / np.power(10000, (2 * (np.arange(6)[np.newaxis, :] // 2)) / np.float32(6))
angles[:, 0::2] = np.sin(angles[:, 0::2])
angles[:, 1::2] = np.cos(angles[:, 1::2])
print(angles)
hist = {"loss": [0.5, 0.3, 0.2]}
print(np.min(hist["loss"]), np.argmin(hist["loss"]) + 1, np.mean(hist["loss"]))
one_hot = np.eye(3)[np.array([0, 2, 1])]
print(one_hot)
print(np.round(np.array([0.123456, 0.98765]), 3), np.unique(y, return_counts=True))
conf = np.zeros((2, 2), dtype=int)
for t, p in [(0, 0), (1, 0), (1, 1)]:
    conf[t, p] += 1
print(conf, np.trace(conf) / conf.sum())
