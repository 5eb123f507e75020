// The Kubernetes manifests in deploy/k8s, validated against the Kubernetes API schemas (and the
// KEDA and Prometheus Operator CRDs) with kubernetes-models, and checked against each other and
// the gateway's config: probes on /readyz and /healthz, a grace period that covers the drain, a
// gateway that lists every pod the autoscaler may start.
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { Deployment, StatefulSet } from 'kubernetes-models/apps/v1';
import { Namespace, Service } from 'kubernetes-models/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { ScaledObject } from '@kubernetes-models/keda/keda.sh/v1alpha1';
import { ServiceMonitor } from '@kubernetes-models/prometheus-operator/monitoring.coreos.com/v1';
import { KEEP_ALIVE_MS } from '../../env-server/server.ts';

const K8S = resolve(import.meta.dirname, '../../deploy/k8s');
const GATEWAY_CONFIG = resolve(import.meta.dirname, '../../deploy/haproxy/haproxy.cfg');
/** PSS with one session (full Chromium, an upper bound) and per added session on the headless shell (docs/performance.md). */
const MB_AT_ONE_SESSION = 696;
const MB_PER_SESSION = 66.3;
const mebibytes = (quantity: string) => {
  const [, value, unit] = /^(\d+)(Mi|Gi)$/.exec(quantity) ?? [];
  if (!value) throw new Error(`memory quantity ${quantity}: expected Mi or Gi`);
  return Number(value) * (unit === 'Gi' ? 1024 : 1);
};

type Manifest = { apiVersion: string; kind: string; metadata: { name: string } } & Record<string, any>;

// Each kind we ship, by `apiVersion/kind`: the model whose schema it must satisfy.
const MODELS: Record<string, new (data: any) => { validate(): void }> = {
  'v1/Namespace': Namespace,
  'v1/Service': Service,
  'apps/v1/StatefulSet': StatefulSet,
  'apps/v1/Deployment': Deployment,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'keda.sh/v1alpha1/ScaledObject': ScaledObject,
  'monitoring.coreos.com/v1/ServiceMonitor': ServiceMonitor,
};

/** Throws, naming the object and the schema's complaint, unless `manifest` fits its API schema. */
function validateManifest(manifest: Manifest): void {
  const Model = MODELS[`${manifest.apiVersion}/${manifest.kind}`];
  if (!Model) throw new Error(`${manifest.apiVersion} ${manifest.kind} is not a kind these tests know`);
  try {
    new Model(manifest).validate();
  } catch (error) {
    throw new Error(`${manifest.kind} ${manifest.metadata?.name}: ${(error as Error).message}`);
  }
}

const kustomization = parseAllDocuments(readFileSync(resolve(K8S, 'kustomization.yaml'), 'utf8'))[0].toJS() as { resources: string[] };
const manifests: Manifest[] = kustomization.resources.flatMap((file) =>
  parseAllDocuments(readFileSync(resolve(K8S, file), 'utf8')).map((doc) => {
    if (doc.errors.length) throw new Error(`${file}: ${doc.errors[0].message}`);
    return doc.toJS() as Manifest;
  }));
const find = (kind: string, name: string) => {
  const found = manifests.find((m) => m.kind === kind && m.metadata.name === name);
  if (!found) throw new Error(`no ${kind} ${name} in deploy/k8s`);
  return structuredClone(found);
};
const argValue = (args: string[], flag: string) => Number(args[args.indexOf(flag) + 1]);

describe('deploy/k8s', () => {
  it('lists every manifest in its kustomization', () => {
    const files = readdirSync(K8S).filter((f) => f.endsWith('.yaml') && f !== 'kustomization.yaml').sort();
    expect([...kustomization.resources].sort()).toEqual(files);
  });

  it.each(manifests.map((m) => [`${m.kind} ${m.metadata.name}`, m] as const))('%s fits the API schema', (_name, manifest) => {
    validateManifest(manifest); // throws with the schema's complaint, e.g. "data/spec/replicas must be integer"
  });

  it('rejects a broken manifest: a field of the wrong type, a wrong enum value, a missing required field', () => {
    const replicas = find('StatefulSet', 'vivarium');
    replicas.spec.replicas = 'two';
    expect(() => validateManifest(replicas)).toThrow(/StatefulSet vivarium: .*replicas/);
    const port = find('Service', 'vivarium');
    port.spec.ports[0].port = '80';
    expect(() => validateManifest(port)).toThrow(/port/);
    const probe = find('StatefulSet', 'vivarium');
    delete probe.spec.template.spec.containers[0].name;
    expect(() => validateManifest(probe)).toThrow(/name/);
    const scaler = find('ScaledObject', 'vivarium');
    scaler.spec.minReplicaCount = 'none';
    expect(() => validateManifest(scaler)).toThrow(/minReplicaCount/);
    const monitor = find('ServiceMonitor', 'vivarium');
    monitor.spec.endpoints = { port: 'http' };
    expect(() => validateManifest(monitor)).toThrow(/endpoints/);
  });

  const statefulSet = find('StatefulSet', 'vivarium');
  const pod = statefulSet.spec.template.spec;
  const server = pod.containers[0];

  it('probes readiness on /readyz and liveness on /healthz, and names each replica after its pod', () => {
    expect(server.readinessProbe.httpGet.path).toBe('/readyz');
    expect(server.livenessProbe.httpGet.path).toBe('/healthz');
    expect(server.env.find((e: { name: string }) => e.name === 'VIVARIUM_REPLICA').valueFrom.fieldRef.fieldPath).toBe('metadata.name');
  });

  it('gives the drain time to finish before the kubelet kills the pod', () => {
    const preStop = Number(server.lifecycle.preStop.exec.command.at(-1));
    const drain = argValue(server.args, '--drain-timeout');
    // the server's shutdown stages after the drain are bounded at about 16 s (env-server/server.ts)
    expect(pod.terminationGracePeriodSeconds).toBeGreaterThanOrEqual(preStop + drain + 16);
  });

  it('requests the memory its sessions need (per-session PSS from the bench)', () => {
    const sessions = argValue(server.args, '--max-sessions');
    const requested = mebibytes(server.resources.requests.memory);
    // MB to MiB: 1 MB = 0.954 MiB, so comparing MB figures against MiB is on the safe side
    expect(requested).toBeGreaterThanOrEqual(MB_AT_ONE_SESSION + (sessions - 1) * MB_PER_SESSION);
    expect(mebibytes(server.resources.limits.memory)).toBeGreaterThan(requested);
  });

  it('scales the StatefulSet on sessions in use over capacity, within what the gateway lists', () => {
    const scaler = find('ScaledObject', 'vivarium');
    expect(scaler.spec.scaleTargetRef).toMatchObject({ kind: 'StatefulSet', name: statefulSet.metadata.name });
    expect(scaler.spec.triggers[0].metadata.query).toMatch(/vivarium_sessions_active.*\/.*vivarium_sessions_capacity/);
    const headless = find('Service', statefulSet.spec.serviceName);
    expect(headless.spec.clusterIP).toBe('None');
    expect(headless.spec.publishNotReadyAddresses).toBe(true);
    const port = headless.spec.ports[0].port;
    const servers = [...readFileSync(GATEWAY_CONFIG, 'utf8').matchAll(/^\s*server (\S+) (\S+)/gm)].map((m) => `${m[1]} ${m[2]}`);
    const pods = Array.from({ length: scaler.spec.maxReplicaCount }, (_, i) => `${statefulSet.metadata.name}-${i}`);
    expect(servers).toEqual(pods.map((name) => `${name} ${name}.${headless.metadata.name}:${port}`));
  });

  it('keeps an idle connection open on the server longer than the gateway keeps it to a replica', () => {
    // Were the server to close first, the gateway could send a request down a socket being closed.
    const [, seconds] = /^\s*timeout server (\d+)s$/m.exec(readFileSync(GATEWAY_CONFIG, 'utf8')) ?? [];
    expect(Number(seconds)).toBeGreaterThan(0);
    expect(KEEP_ALIVE_MS).toBeGreaterThan(Number(seconds) * 1000);
  });

  it('keeps at most one env server away at a time', () => {
    const budget = find('PodDisruptionBudget', 'vivarium');
    expect(budget.spec.maxUnavailable).toBe(1);
    expect(budget.spec.selector.matchLabels).toEqual(statefulSet.spec.selector.matchLabels);
  });
});
