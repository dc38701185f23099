import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import type { BrowserContext, Request, Route } from "@playwright/test";
import { buildSchema, graphql, GraphQLError } from "graphql";

/**
 * A stand-in for GitHub's API (https://api.github.com), answered from an in-memory repository through Playwright's
 * route interception: the REST and GraphQL calls Sveltia CMS makes to sign in with a token, read a branch, save an
 * entry through the editorial workflow (a branch, a commit, a draft pull request with its status label) and show it,
 * found by logging what it asks (`unanswered` lists anything else, answered 501). The GraphQL answers come from
 * graphql-js over the part of GitHub's schema those calls use, so aliases, fragments and variables work as on GitHub.
 */
export type FakeCommit = {
  oid: string;
  parent: string | null;
  files: Map<string, string>;
  message: string;
  date: string;
};
export type FakePullRequest = {
  number: number;
  nodeId: string;
  title: string;
  head: string;
  base: string;
  isDraft: boolean;
  state: "open" | "closed";
  labels: string[];
};

/** The editor's configuration (config.yml), as far as the repository it reads goes. */
export type EditorConfig = {
  backend: { repo: string; branch: string };
  collections: { folder?: string; extension?: string; files?: { file: string }[] }[];
};

/** What the editor reads from the repository: each collection's files, as this checkout has them. */
export function repositoryFilesFor(config: EditorConfig): Record<string, string> {
  const paths = config.collections.flatMap(({ folder, extension, files }) => [
    ...(folder
      ? readdirSync(folder)
          .filter((name) => name.endsWith(`.${extension}`))
          .map((name) => `${folder}/${name}`)
      : []),
    ...(files ?? []).map(({ file }) => file),
  ]);
  return Object.fromEntries(paths.map((file) => [file, readFileSync(file, "utf8")]));
}

const USER = { login: "editor", id: 4242, name: "Content Editor", email: "editor@example.com" };

/** Git's own object id of a file, so the ids the editor sees look like GitHub's. */
const blobOid = (text: string) =>
  createHash("sha1")
    .update(`blob ${Buffer.byteLength(text)}\0${text}`)
    .digest("hex");

const SCHEMA = buildSchema(`
  type Query { repository(owner: String!, name: String!): Repository }
  type Mutation {
    createRef(input: CreateRefInput!): CreateRefPayload
    createCommitOnBranch(input: CreateCommitOnBranchInput!): CreateCommitOnBranchPayload
    convertPullRequestToDraft(input: ConvertPullRequestToDraftInput!): PullRequestPayload
    markPullRequestReadyForReview(input: MarkPullRequestReadyForReviewInput!): PullRequestPayload
  }
  type User { id: ID!  databaseId: Int  login: String!  name: String  email: String  avatarUrl: String! }
  type Actor { name: String  email: String  avatarUrl: String!  user: User }
  type Repository {
    id: ID!
    ref(qualifiedName: String!): Ref
    object(oid: String, expression: String): GitObject
    pullRequests(states: [PullRequestState!], labels: [String!], headRefName: String, first: Int, orderBy: Order): PullRequests!
  }
  enum PullRequestState { OPEN CLOSED MERGED }
  enum OrderField { CREATED_AT UPDATED_AT }
  enum OrderDirection { ASC DESC }
  input Order { field: OrderField  direction: OrderDirection }
  type Ref { name: String!  target: GitObject }
  interface GitObject { oid: String! }
  type Blob implements GitObject { oid: String!  text: String  byteSize: Int!  isBinary: Boolean!  isTruncated: Boolean! }
  type Commit implements GitObject {
    oid: String!
    message: String!
    committedDate: String!
    author: Actor!
    history(first: Int, path: String): History!
    file(path: String!): TreeEntry
    status: Status
    deployments(last: Int, orderBy: DeploymentOrder): Deployments!
    checkSuites(last: Int): CheckSuites!
  }
  type Status { contexts: [StatusContext!]! }
  type StatusContext { context: String!  state: String!  targetUrl: String  description: String }
  input DeploymentOrder { field: OrderField  direction: OrderDirection }
  type Deployments { nodes: [Deployment!]! }
  type Deployment { environment: String  latestStatus: DeploymentStatus }
  type DeploymentStatus { state: String!  environmentUrl: String  description: String }
  type CheckSuites { nodes: [CheckSuite!]! }
  type CheckSuite { checkRuns(last: Int): CheckRuns! }
  type CheckRuns { nodes: [CheckRun!]! }
  type CheckRun { name: String!  status: String!  conclusion: String  detailsUrl: String  summary: String }
  type TreeEntry { oid: String!  path: String! }
  type History { nodes: [Commit!]! }
  type PullRequests { nodes: [PullRequest!]! }
  type PullRequest {
    id: ID!  number: Int!  title: String!  url: String!  isDraft: Boolean!  isCrossRepository: Boolean!
    baseRefName: String!  headRefName: String!  headRefOid: String!  createdAt: String!  updatedAt: String!
    author: User  labels(first: Int): Labels!  files(first: Int): Files!
  }
  type Labels { nodes: [Label!]! }
  type Label { name: String! }
  type Files { nodes: [ChangedFile!]! }
  type ChangedFile { path: String!  changeType: String! }
  input CreateRefInput { repositoryId: ID!  name: String!  oid: String! }
  type CreateRefPayload { ref: Ref }
  input CreateCommitOnBranchInput {
    branch: BranchInput!  expectedHeadOid: String!  fileChanges: FileChanges  message: MessageInput!
  }
  input BranchInput { repositoryNameWithOwner: String  branchName: String }
  input FileChanges { additions: [FileAddition!]  deletions: [FileDeletion!] }
  input FileAddition { path: String!  contents: String! }
  input FileDeletion { path: String! }
  input MessageInput { headline: String!  body: String }
  type CreateCommitOnBranchPayload { commit: Commit }
  input ConvertPullRequestToDraftInput { pullRequestId: ID! }
  input MarkPullRequestReadyForReviewInput { pullRequestId: ID! }
  type PullRequestPayload { pullRequest: PullRequest }
`);

export class FakeGitHub {
  readonly owner: string;
  readonly repo: string;
  readonly defaultBranch: string;
  /** Branch name -> commit oid. */
  readonly branches = new Map<string, string>();
  readonly commits = new Map<string, FakeCommit>();
  readonly blobs = new Map<string, string>();
  readonly pullRequests: FakePullRequest[] = [];
  /** Requests the stand-in does not implement (answered 501) and GraphQL errors: a test expects none. */
  readonly unanswered: string[] = [];
  private readonly token: string;
  private clock = Date.parse("2026-12-01T09:00:00Z");

  constructor(options: { repository: string; branch: string; token: string; files: Record<string, string> }) {
    [this.owner, this.repo] = options.repository.split("/") as [string, string];
    this.defaultBranch = options.branch;
    this.token = options.token;
    const initial = this.addCommit(null, new Map(), "Initial content");
    this.branches.set(options.branch, this.addCommit(initial, this.store(options.files), "The site's content"));
  }

  /** Answers https://api.github.com/** for every page of `context`. */
  async serve(context: BrowserContext): Promise<void> {
    await context.route("https://api.github.com/**", (route) => this.answer(route));
  }

  /** The commits on `branch` that are not on the default branch, newest first. */
  commitsOnlyOn(branch: string): FakeCommit[] {
    const base = new Set(this.history(this.branches.get(this.defaultBranch)!).map((commit) => commit.oid));
    return this.history(this.branches.get(branch)!).filter((commit) => !base.has(commit.oid));
  }

  /** The paths a commit adds, changes or removes against its parent. */
  changedPaths(commit: FakeCommit): string[] {
    const before = commit.parent ? this.commits.get(commit.parent)!.files : new Map<string, string>();
    const paths = new Set([...before.keys(), ...commit.files.keys()]);
    return [...paths].filter((path) => before.get(path) !== commit.files.get(path)).sort();
  }

  fileAt(commit: FakeCommit, path: string): string | undefined {
    const oid = commit.files.get(path);
    return oid === undefined ? undefined : this.blobs.get(oid);
  }

  private store(files: Record<string, string>): Map<string, string> {
    return new Map(
      Object.entries(files).map(([path, text]) => {
        const oid = blobOid(text);
        this.blobs.set(oid, text);
        return [path, oid];
      }),
    );
  }

  private addCommit(parent: string | null, files: Map<string, string>, message: string): string {
    this.clock += 60_000;
    const date = new Date(this.clock).toISOString();
    const oid = createHash("sha1")
      .update(JSON.stringify([parent, [...files], message, date]))
      .digest("hex");
    this.commits.set(oid, { oid, parent, files, message, date });
    return oid;
  }

  private history(oid: string, path?: string): FakeCommit[] {
    const commits: FakeCommit[] = [];
    for (
      let commit = this.commits.get(oid);
      commit;
      commit = commit.parent ? this.commits.get(commit.parent) : undefined
    )
      if (path === undefined || this.changedPaths(commit).includes(path)) commits.push(commit);
    return commits;
  }

  /** A branch name, "refs/heads/<name>" or a commit oid to the commit. */
  private resolve(name: string): FakeCommit | undefined {
    const branch = name.replace(/^refs\/heads\//, "");
    return this.commits.get(this.branches.get(branch) ?? name);
  }

  private async answer(route: Route): Promise<void> {
    const request = route.request();
    const json = (status: number, body: unknown) =>
      route.fulfill({
        status,
        contentType: "application/json; charset=utf-8",
        headers: { "access-control-allow-origin": "*", "access-control-expose-headers": "*" },
        body: status === 204 ? undefined : JSON.stringify(body),
      });
    const authorization = request.headers()["authorization"] ?? "";
    if (authorization !== `token ${this.token}` && authorization !== `Bearer ${this.token}`)
      return json(401, { message: "Bad credentials" });
    try {
      const answer = await this.rest(request);
      if (answer) return json(answer.status, answer.body);
    } catch (error) {
      return json(422, { message: error instanceof Error ? error.message : String(error) });
    }
    this.unanswered.push(`${request.method()} ${request.url()}`);
    return json(501, { message: "Not implemented by the stand-in" });
  }

  private async rest(request: Request): Promise<{ status: number; body: unknown } | null> {
    const url = new URL(request.url());
    const method = request.method();
    const repoPath = `/repos/${this.owner}/${this.repo}`;
    const route = url.pathname.startsWith(repoPath) ? url.pathname.slice(repoPath.length) : null;
    const body = () => JSON.parse(request.postData() ?? "{}") as Record<string, unknown>;

    if (method === "GET" && url.pathname === "/user")
      return { status: 200, body: { ...USER, avatar_url: "", html_url: `https://github.com/${USER.login}` } };
    if (method === "POST" && url.pathname === "/graphql") {
      const { query, variables } = body() as { query: string; variables?: Record<string, unknown> };
      const result = await graphql({
        schema: SCHEMA,
        source: query,
        rootValue: this.root(),
        variableValues: variables,
      });
      for (const error of result.errors ?? []) this.unanswered.push(`GraphQL: ${error.message}`);
      return { status: 200, body: result };
    }
    if (route === null) return null;
    if (method === "GET" && route === "")
      return {
        status: 200,
        body: {
          name: this.repo,
          full_name: `${this.owner}/${this.repo}`,
          private: true,
          default_branch: this.defaultBranch,
          permissions: { admin: false, maintain: false, push: true, triage: false, pull: true },
        },
      };
    // The signed-in user may write to the repository.
    if (method === "GET" && route === `/collaborators/${USER.login}`) return { status: 204, body: null };
    const tree = /^\/git\/trees\/(.+)$/.exec(route);
    if (method === "GET" && tree) {
      const commit = this.resolve(decodeURIComponent(tree[1]!));
      if (!commit) return { status: 404, body: { message: "Not Found" } };
      const entries = [...commit.files].map(([path, sha]) => ({
        path,
        mode: "100644",
        type: "blob",
        sha,
        size: Buffer.byteLength(this.blobs.get(sha)!),
      }));
      return { status: 200, body: { sha: commit.oid, tree: entries, truncated: false } };
    }
    if (method === "POST" && route === "/pulls") {
      const { title, head, base, draft } = body() as { title: string; head: string; base: string; draft?: boolean };
      if (!this.branches.has(head)) return { status: 422, body: { message: `No branch ${head}` } };
      const number = this.pullRequests.length + 1;
      const pullRequest: FakePullRequest = {
        number,
        nodeId: `PR_${number}`,
        title,
        head,
        base,
        isDraft: draft ?? false,
        state: "open",
        labels: [],
      };
      this.pullRequests.push(pullRequest);
      return { status: 201, body: this.restPullRequest(pullRequest) };
    }
    const pull = /^\/(?:pulls|issues)\/(\d+)(\/labels)?$/.exec(route);
    const pullRequest = pull ? this.pullRequests.find((candidate) => candidate.number === Number(pull[1])) : undefined;
    if (pull && pullRequest) {
      if (method === "GET" && !pull[2]) return { status: 200, body: this.restPullRequest(pullRequest) };
      if (method === "POST" && pull[2]) {
        pullRequest.labels.push(...(body().labels as string[]));
        return { status: 200, body: pullRequest.labels.map((name) => ({ name })) };
      }
      if (method === "PATCH" && !pull[2]) {
        const { labels } = body() as { labels?: string[] };
        if (labels) pullRequest.labels = labels;
        return { status: 200, body: this.restPullRequest(pullRequest) };
      }
    }
    return null;
  }

  private restPullRequest(pullRequest: FakePullRequest) {
    return {
      number: pullRequest.number,
      node_id: pullRequest.nodeId,
      title: pullRequest.title,
      html_url: `https://github.com/${this.owner}/${this.repo}/pull/${pullRequest.number}`,
      state: pullRequest.state,
      draft: pullRequest.isDraft,
      head: { ref: pullRequest.head, sha: this.branches.get(pullRequest.head) },
      base: { ref: pullRequest.base },
      labels: pullRequest.labels.map((name) => ({ name })),
      created_at: new Date(this.clock).toISOString(),
      updated_at: new Date(this.clock).toISOString(),
    };
  }

  /** The GraphQL resolvers: graphql-js's default resolver reads these objects' fields (functions get the args). */
  private root() {
    const user = { ...USER, databaseId: USER.id, id: `U_${USER.id}`, avatarUrl: "" };
    const commitNode = (commit: FakeCommit): Record<string, unknown> => ({
      __typename: "Commit",
      oid: commit.oid,
      message: commit.message,
      committedDate: commit.date,
      author: { name: USER.name, email: USER.email, avatarUrl: "", user },
      history: ({ first, path }: { first?: number; path?: string }) => ({
        nodes: this.history(commit.oid, path)
          .slice(0, first ?? 100)
          .map(commitNode),
      }),
      file: ({ path }: { path: string }) => {
        const oid = commit.files.get(path);
        return oid === undefined ? null : { oid, path };
      },
      // No CI status or deployment: the editor shows no preview link.
      status: null,
      deployments: { nodes: [] },
      checkSuites: { nodes: [] },
    });
    const blobNode = (oid: string, text: string) => ({
      __typename: "Blob",
      oid,
      text,
      byteSize: Buffer.byteLength(text),
      isBinary: false,
      isTruncated: false,
    });
    const pullRequestNode = (pullRequest: FakePullRequest) => ({
      id: pullRequest.nodeId,
      number: pullRequest.number,
      title: pullRequest.title,
      url: `https://github.com/${this.owner}/${this.repo}/pull/${pullRequest.number}`,
      isDraft: pullRequest.isDraft,
      isCrossRepository: false,
      baseRefName: pullRequest.base,
      headRefName: pullRequest.head,
      headRefOid: this.branches.get(pullRequest.head) ?? "",
      createdAt: new Date(this.clock).toISOString(),
      updatedAt: new Date(this.clock).toISOString(),
      author: user,
      labels: { nodes: pullRequest.labels.map((name) => ({ name })) },
      files: () => {
        const head = this.resolve(pullRequest.head)!;
        const base = this.resolve(pullRequest.base)!;
        const paths = new Set([...head.files.keys(), ...base.files.keys()]);
        return {
          nodes: [...paths]
            .filter((path) => head.files.get(path) !== base.files.get(path))
            .map((path) => ({
              path,
              changeType: !base.files.has(path) ? "ADDED" : !head.files.has(path) ? "DELETED" : "MODIFIED",
            })),
        };
      },
    });
    const repository = {
      id: `R_${this.owner}_${this.repo}`,
      ref: ({ qualifiedName }: { qualifiedName: string }) => {
        const commit = this.resolve(qualifiedName);
        return commit && { name: qualifiedName, target: commitNode(commit) };
      },
      object: ({ oid, expression }: { oid?: string; expression?: string }) => {
        if (oid !== undefined) {
          const text = this.blobs.get(oid);
          if (text !== undefined) return blobNode(oid, text);
          const commit = this.commits.get(oid);
          return commit ? commitNode(commit) : null;
        }
        const [revision = "", path = ""] = (expression ?? "").split(":");
        const blob = this.resolve(revision)?.files.get(path);
        return blob === undefined ? null : blobNode(blob, this.blobs.get(blob)!);
      },
      pullRequests: ({
        states,
        labels,
        headRefName,
      }: {
        states?: string[];
        labels?: string[];
        headRefName?: string;
      }) => ({
        nodes: this.pullRequests
          .filter((pullRequest) => !states || states.includes(pullRequest.state.toUpperCase()))
          .filter((pullRequest) => !labels || pullRequest.labels.some((label) => labels.includes(label)))
          .filter((pullRequest) => headRefName === undefined || pullRequest.head === headRefName)
          .map(pullRequestNode),
      }),
    };
    const setDraft =
      (isDraft: boolean) =>
      ({ input }: { input: { pullRequestId: string } }) => {
        const pullRequest = this.pullRequests.find((candidate) => candidate.nodeId === input.pullRequestId);
        if (!pullRequest) throw new GraphQLError(`No pull request ${input.pullRequestId}`);
        pullRequest.isDraft = isDraft;
        return { pullRequest: pullRequestNode(pullRequest) };
      };
    return {
      repository: ({ owner, name }: { owner: string; name: string }) =>
        owner === this.owner && name === this.repo ? repository : null,
      createRef: ({ input }: { input: { name: string; oid: string } }) => {
        const branch = input.name.replace(/^refs\/heads\//, "");
        if (this.branches.has(branch))
          throw new GraphQLError(`A ref named "${input.name}" already exists in the repository.`);
        this.branches.set(branch, input.oid);
        return { ref: { name: input.name, target: commitNode(this.commits.get(input.oid)!) } };
      },
      createCommitOnBranch: ({ input }: { input: CommitInput }) => {
        const branch = input.branch.branchName ?? "";
        const head = this.branches.get(branch);
        if (head === undefined) throw new GraphQLError(`No branch ${branch}`);
        if (head !== input.expectedHeadOid)
          throw new GraphQLError(`Expected branch to point to "${input.expectedHeadOid}" but it did not.`);
        const files = new Map(this.commits.get(head)!.files);
        for (const { path } of input.fileChanges?.deletions ?? []) files.delete(path);
        for (const { path, contents } of input.fileChanges?.additions ?? [])
          for (const [added, oid] of this.store({ [path]: Buffer.from(contents, "base64").toString("utf8") }))
            files.set(added, oid);
        const oid = this.addCommit(head, files, input.message.headline);
        this.branches.set(branch, oid);
        return { commit: commitNode(this.commits.get(oid)!) };
      },
      convertPullRequestToDraft: setDraft(true),
      markPullRequestReadyForReview: setDraft(false),
    };
  }
}

type CommitInput = {
  branch: { branchName?: string };
  expectedHeadOid: string;
  fileChanges?: { additions?: { path: string; contents: string }[]; deletions?: { path: string }[] };
  message: { headline: string };
};
