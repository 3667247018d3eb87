import { MAX_UPLOAD_MB } from './uploads.ts';

/**
 * Every pt-BR text the user can read, named after the spec's error catalogue (§8).
 * The API answers with these and the UIs show them, so the words never drift apart.
 */
export const messages = {
  auth: {
    invalidCredentials: 'Usuário ou senha inválidos. Tente novamente.',
    loginFailed: 'Erro ao fazer login. Verifique suas credenciais ou tente mais tarde.',
    connection: 'Erro de conexão. Tente novamente.',
    required: 'Usuário e senha são obrigatórios.',
    notLoggedIn: 'Faça login para continuar.',
    forbidden: 'Você não tem permissão para esta ação.',
    masterOnly: 'Apenas o administrador master pode fazer isto.',
    tooManyAttempts: 'Muitas tentativas de login. Aguarde alguns minutos e tente novamente.',
    inactiveSite: 'Esta loja está desativada. Fale com o administrador da plataforma.',
    logoutFailed: 'Erro ao fazer logout',
    logoutDone: 'Logout realizado com sucesso',
    crossOrigin: 'Requisição bloqueada: origem não permitida.',
    invalidToken: 'Token de acesso inválido ou revogado.',
    userMissingLocal: 'Usuário não encontrado no localStorage. Faça login novamente.',
  },
  clients: {
    loadOne: 'Erro ao carregar cliente',
    loadMany: 'Erro ao carregar clientes',
    save: 'Erro ao salvar cliente',
    delete: 'Erro ao excluir cliente',
    toggleStatus: 'Erro ao alterar status do site',
    domainsFailed: 'Falha ao configurar domínios',
    connection: 'Erro de conexão',
    connectionList: 'Erro de conexão ao carregar clientes',
    publishFailed: 'Erro ao publicar: ',
    deployFailed: 'Falha ao acionar deploy: ',
    notFound: 'Cliente não encontrado',
    empty: 'Nenhum cliente cadastrado ainda.',
    created: 'Cliente criado com sucesso!',
    updated: 'Cliente atualizado com sucesso!',
    deleted: 'Cliente excluído com sucesso!',
    published: 'Site publicado com sucesso!',
    unpublished: 'Site despublicado com sucesso!',
    confirmDelete: 'Tem certeza que deseja excluir este cliente?',
    passwordRequired: 'A senha é obrigatória',
    passwordsDiffer: 'As senhas não coincidem',
    subdomainTaken: 'Este subdomínio já está em uso. Escolha outro.',
    subdomainReserved: 'Este subdomínio é reservado. Escolha outro.',
    subdomainFormat: 'Use apenas letras minúsculas, números e hífens (2 a 63 caracteres, sem hífen no início ou no fim).',
    usernameTaken: 'Este nome de usuário já está em uso. Escolha outro.',
    domainTaken: 'Este domínio já está ligado a outra loja.',
    /** The ready text the master pastes into WhatsApp or an e-mail (POST /master/clients/{id}/access). */
    accessMessage: (a: { clientName: string; storeName: string; loginUrl: string; username: string; password: string; siteUrl: string }) =>
      [
        `Olá, ${a.clientName}! Seu acesso ao painel da loja ${a.storeName} está pronto.`,
        '',
        `Acesse: ${a.loginUrl}`,
        `Usuário: ${a.username}`,
        `Senha: ${a.password}`,
        '',
        `Ali você cadastra produtos, categorias e os dados da loja. Seu site: ${a.siteUrl}`,
        'Guarde esta senha em um lugar seguro e não a compartilhe.',
      ].join('\n'),
  },
  tokens: {
    notFound: 'Token não encontrado ou já revogado.',
  },
  domains: {
    platformDomain: 'Informe um domínio próprio da loja, não um endereço da plataforma.',
    wildcardNote: 'Um registro curinga (*) da plataforma já cobre este endereço se existir.',
    txtNote: 'Prova que o domínio é desta loja. Copie o valor inteiro, sem aspas.',
    aliasNote: 'Só para provedores de DNS que têm ALIAS ou ANAME (o Registro.br não tem): prefira o endereço com www.',
    /** Shown with a root domain (no www): what works at Registro.br. */
    apexAdvice: (domain: string) =>
      `Recomendado: use www.${domain} como endereço da loja (um CNAME, o jeito mais simples) e, se quiser que ${domain} também abra a loja, crie os registros abaixo ou um redirecionamento de ${domain} para www.${domain} no seu provedor.`,
    apexNoAddresses: (domain: string) =>
      `O Registro.br não aceita CNAME nem ALIAS em ${domain} (sem www). Configure www.${domain} como domínio da loja e, no seu provedor, um redirecionamento de ${domain} para www.${domain}.`,
    /** Registro.br's panel, in its own words ("DNS", "Editar zona", "Nova entrada"). */
    registroBrSteps: (zone: string) => [
      `Entre em registro.br com a sua conta e abra o domínio ${zone}.`,
      'Na seção "DNS", clique em "Editar zona". (Se aparecer "Utilizar DNS do Registro.br", clique nele antes.)',
      'Para cada registro abaixo, clique em "Nova entrada", escolha o Tipo e preencha o Nome e o Valor como estão aqui. Nome em branco: deixe o campo vazio.',
      'Clique em "Salvar alterações". O DNS costuma mudar em minutos, às vezes em algumas horas.',
    ],
  },
  deploy: {
    notPublic: 'A loja precisa estar ativa e publicada para o deploy. Publique-a antes.',
    started: (subdomain: string, storeName: string) => `Deploy da loja ${subdomain} (${storeName})`,
    exporting: 'Exportando as páginas da loja…',
    exported: (count: number, size: string) => `${count} arquivos exportados (${size}).`,
    publishing: (where: string) => `Publicando em ${where}`,
    wroteFolder: (count: number, dir: string) => `${count} arquivos gravados em ${dir}.`,
    uploaded: (count: number, removed: number) => `${count} arquivos enviados; ${removed} arquivos antigos removidos.`,
    invalidated: (distribution: string, id: string) => `Cache do CloudFront ${distribution} invalidado (${id}).`,
    done: (seconds: string) => `Deploy concluído em ${seconds} s.`,
    exportFailed: (reason: string) => `Falha ao exportar a loja: ${reason}`,
    publishFailed: (reason: string) => `Falha ao publicar os arquivos: ${reason}`,
    previousKept: 'A versão publicada anteriormente foi mantida.',
  },
  products: {
    notFound: 'Produto não encontrado',
    load: 'Erro ao carregar produto',
    loadMany: 'Erro ao carregar produtos',
    save: 'Erro ao salvar produto',
    delete: 'Erro ao excluir produto',
    uploadImage: 'Erro ao fazer upload da imagem',
    deleteImage: 'Erro ao excluir imagem',
    imageNotFound: 'Imagem não encontrada',
    empty: 'Nenhum produto encontrado',
    created: 'Produto criado com sucesso!',
    updated: 'Produto atualizado com sucesso!',
    deleted: 'Produto excluído com sucesso!',
    categoryInvalid: 'Categoria inválida para esta loja.',
    /** The one message of the old-price rule (price-rules.ts), wherever a price is typed. */
    oldPriceNotHigher: 'O preço anterior deve ser maior que o preço atual.',
    imageOrderInvalid: 'A nova ordem deve conter cada imagem do produto exatamente uma vez.',
    dashboardLoad: 'Erro ao buscar produtos',
  },
  categories: {
    load: 'Erro ao carregar categorias',
    notFound: 'Categoria não encontrada',
    save: 'Erro ao salvar categoria',
    delete: 'Erro ao excluir categoria',
    hasProducts: 'Não é possível excluir categoria com produtos',
    duplicate: 'Já existe uma categoria com este nome.',
    empty: 'Nenhuma categoria encontrada',
    created: 'Categoria criada com sucesso!',
    updated: 'Categoria atualizada com sucesso!',
    deleted: 'Categoria excluída com sucesso!',
    dashboardLoad: 'Erro ao buscar categorias',
  },
  settings: {
    load: 'Erro ao carregar configurações',
    save: 'Erro ao salvar configurações',
    uploadLogo: 'Erro ao fazer upload do logo',
    logoUpdated: 'Logo atualizado com sucesso!',
    saved: 'Configurações atualizadas com sucesso!',
  },
  uploads: {
    tooLarge: `Arquivo muito grande. O limite é de ${MAX_UPLOAD_MB} MB.`,
    unsupportedType: 'Formato de imagem não suportado. Envie JPEG, PNG, GIF, WebP ou HEIC.',
    tooManyPixels: 'Imagem grande demais (dimensões). Reduza a imagem e tente novamente.',
    missingFile: 'Nenhum arquivo enviado. Use o campo "file".',
    oneFileOnly: 'Envie um arquivo por vez.',
    invalidImage: 'Não foi possível ler a imagem. O arquivo pode estar corrompido.',
    emptyFile: 'O arquivo enviado está vazio.',
    wrongField: 'Campo de arquivo inesperado. Envie a imagem no campo "file".',
    malformed: 'Envio incompleto ou malformado. Tente enviar o arquivo novamente.',
    tooManyFields: 'Campos demais no envio. Envie só o arquivo.',
  },
  storefront: {
    storeNotFound: 'Loja não encontrada',
    storeNotFoundHint: 'O endereço pode estar incorreto, ou a loja ainda não está publicada.',
    pageNotFound: 'Página não encontrada',
    pageNotFoundHint: 'O endereço que você abriu não existe nesta loja.',
    productNotFoundHint: 'O produto pode ter sido removido ou o link está incorreto.',
    noResults: 'Tente outra palavra ou limpe os filtros para ver todos os produtos.',
    loadFailed: 'Não foi possível carregar a loja. Verifique sua conexão e tente novamente.',
    /** {name}, {price}, {unit} and {link} are filled in; *bold* is WhatsApp's own markup. */
    buyMessage: 'Olá! Tenho interesse no produto *{name}* ({price} / {unit}). Ainda está disponível? {link}',
    topicMessage: 'Olá! Gostaria de falar sobre: {topic}.',
    /** A search that found nothing: the shopper asks the shop, the words searched in the message. */
    searchMessage: 'Olá! Procurei por "{q}" no site e não encontrei. Vocês têm?',
    askShop: 'Perguntar à loja no WhatsApp',
    /** The same for a shop without WhatsApp: its Instagram profile (no message can be filled in there). */
    askShopInstagram: 'Perguntar à loja no Instagram',
    notBuilt: 'A vitrine ainda não foi construída. Rode: npm run build',
    widgetMissingStore: 'Vitrine: informe a loja no atributo store (ou data-store).',
  },
  /** What only the admin UI says (feedback beyond the spec's catalogue). */
  admin: {
    sessionExpired: 'Sua sessão expirou. Faça login novamente.',
    usernameRequired: 'Usuário é obrigatório.',
    priceRequired: 'Preço é obrigatório.',
    categoryFirst: 'Crie uma categoria antes de cadastrar produtos.',
    imageUploaded: 'Imagem enviada com sucesso!',
    imagesUploaded: 'Imagens enviadas com sucesso!',
    imageDeleted: 'Imagem excluída com sucesso!',
    primaryImageChanged: 'Imagem principal atualizada!',
    primaryImageFailed: 'Erro ao definir a imagem principal',
    accessFailed: 'Erro ao gerar o acesso do cliente',
    messageCopied: 'Mensagem copiada!',
    domainsConfigured: 'Domínios configurados com sucesso!',
    deployDone: 'Deploy concluído com sucesso!',
    statsLoad: 'Erro ao carregar as estatísticas',
  },
  /** Limits, quotas and credentials with a lifetime. */
  security: {
    accountLocked: (wait: string) => `Muitas tentativas erradas para este usuário. Por segurança, aguarde ${wait} e tente novamente.`,
    tokenCannotCreateTokens: 'Um token de API não pode criar outros tokens. Entre com usuário e senha (vitrine login) para criar um.',
    tokenExpired: 'Token de acesso expirado. Crie um novo com: vitrine tokens create',
    quotaImages: (limit: number) => `Este produto já tem o máximo de ${limit} imagens. Exclua uma antes de enviar outra.`,
    quotaProducts: (limit: string) =>
      `Sua loja chegou ao limite de ${limit} produtos. Exclua produtos antes de cadastrar outros, ou fale com o administrador da plataforma.`,
    /** A spreadsheet's new products past the quota: how many the file adds and how many fit (numbers formatted pt-BR). */
    quotaProductsSheet: (adding: string, room: string, limit: string) =>
      room === '0'
        ? `A planilha traz ${adding} ${adding === '1' ? 'produto novo' : 'produtos novos'}, mas a loja já está no limite de ${limit} produtos (os da Lixeira contam). Exclua produtos antes de importar, ou fale com o administrador da plataforma.`
        : `A planilha traz ${adding} produtos novos, mas cabem só mais ${room}: o limite da loja é de ${limit} produtos (os da Lixeira contam). Tire linhas da planilha ou exclua produtos, ou fale com o administrador da plataforma.`,
    quotaStorage: (limit: string) => `O espaço da loja para imagens (${limit}) acabou. Exclua imagens antigas ou fale com o administrador da plataforma.`,
    quotaUploadRate: (limit: number) => `Muitos envios em pouco tempo (máximo de ${limit} por minuto). Aguarde um minuto e tente novamente.`,
    invalidHost: 'Endereço (cabeçalho Host) inválido.',
  },
  /** Custom-domain lifecycle: checks, states and what to do next. */
  domainLifecycle: {
    tooManyChecks: 'Muitas verificações do domínio em pouco tempo. Aguarde um minuto e tente de novo: o DNS leva minutos para mudar.',
    statusLabel: { pendente: 'Pendente', verificado: 'Verificado', ativo: 'Ativo' },
    stepDns: 'DNS aponta para a plataforma',
    stepAnswers: 'A loja responde no domínio',
    stepHttps: 'Certificado (HTTPS)',
    stepActive: 'Ativo: links e mensagens usam o domínio',
    stepState: { feito: 'Feito', em_andamento: 'Em andamento', falhou: 'Com problema', pendente: 'Aguardando o passo anterior' },
    dnsTodo: (domain: string, records: string) => `Crie no painel de DNS de quem registrou ${domain}: ${records}. Depois, verifique de novo.`,
    /** One record of dnsTodo and nextPending, e.g. "um registro CNAME com nome www.x.com.br e valor x.vitrine.com.br". */
    recordToCreate: (type: string, name: string, value: string) => `um registro ${type} com nome ${name} e valor ${value}`,
    dnsDone: (domain: string) => `O DNS de ${domain} aponta para a plataforma.`,
    httpsDone: (domain: string) => `${domain} tem um certificado válido: a loja abre com HTTPS.`,
    httpsCaddy: (domain: string) =>
      `O servidor (Caddy) emite o certificado de ${domain} no primeiro acesso por HTTPS, logo após o DNS ser verificado. Verifique de novo em alguns minutos.`,
    httpsAfterDns: 'Começa sozinho assim que o DNS estiver certo.',
    httpsNoTls: 'Esta instalação não usa HTTPS (PUBLIC_URL começa com http://): a loja responde em HTTP no domínio.',
    activeDone: (domain: string) => `Links, sitemap, Open Graph e mensagens de WhatsApp usam ${domain}.`,
    activeWaiting: (host: string) => `Enquanto isso, os links da loja seguem em ${host}.`,
    cdnDeploying: (domain: string) =>
      `A CloudFront está publicando ${domain} com o certificado novo (costuma levar de 5 a 30 minutos). Nada a fazer: a verificação continua sozinha.`,
    certPending: (domain: string, target: string) =>
      `A CloudFront está emitindo o certificado de ${domain}: ela confere que o CNAME aponta para ${target}. Nada a fazer se o registro já existe; a verificação continua sozinha.`,
    certFailed: (domain: string, status: string, target: string) =>
      `A CloudFront não conseguiu emitir o certificado de ${domain} (${status}). Confira que o CNAME de ${domain} aponta para ${target}, sem outro registro (A, AAAA) no mesmo nome, e verifique de novo para pedir outro certificado.`,
    cdnError: (domain: string, reason: string) =>
      `Não foi possível configurar ${domain} na CloudFront (${reason}). A verificação será repetida; se continuar, confira as permissões da plataforma na AWS (docs/operations.md).`,
    waitingDnsNever: 'Ainda não verificado.',
    noDomain: 'Esta loja não tem domínio próprio. Configure um em "Configurar domínio".',
    noRecords: (domain: string) => `Nenhum registro DNS encontrado para ${domain}.`,
    pointsElsewhere: (domain: string, found: string, expected: string) => `${domain} aponta para ${found}, e não para ${expected}.`,
    dnsUnavailable: (domain: string, code: string) => `Não foi possível consultar o DNS de ${domain} agora (${code}). A verificação será repetida.`,
    notAnswering: (domain: string) =>
      `O DNS está certo, mas a plataforma ainda não responde em ${domain}. Costuma ser questão de minutos; a verificação será repetida.`,
    wrongAnswer: (domain: string) =>
      `O DNS está certo, mas outro servidor responde em ${domain} no lugar da plataforma. Confira se não sobrou um registro antigo no mesmo nome.`,
    needsToken: (domain: string, token: string) =>
      `${domain} chega à plataforma, mas falta provar que o domínio é desta loja: crie um registro TXT com nome _vitrine-verify.${domain} e valor ${token}.`,
    wrongToken: (domain: string, token: string) =>
      `O registro TXT _vitrine-verify.${domain} não tem o código desta loja. O valor deve ser exatamente ${token}.`,
    nextPending: (domain: string, records: string) =>
      `Crie no DNS de ${domain} ${records} e verifique de novo. Mudanças de DNS podem levar algumas horas; enquanto isso a loja segue no endereço da plataforma.`,
    nextVerified: (domain: string) =>
      `O DNS já aponta para a plataforma. Falta a loja responder em ${domain}: confira o servidor (ou o balanceador) e verifique de novo.`,
    nextActive: (domain: string) => `Tudo certo: a loja responde em ${domain}, e os links, o sitemap e as mensagens de WhatsApp usam esse endereço.`,
    nextNone: 'A loja usa só o endereço da plataforma. Para usar um domínio próprio, configure-o em "Configurar domínio".',
  },
  /** Draft preview. */
  preview: {
    bar: 'Pré-visualização: loja não publicada',
    expiredTitle: 'Link de pré-visualização expirado',
    expiredText: 'Este link de pré-visualização expirou ou não vale para esta loja. Abra de novo em “Ver minha loja” (ou “Abrir site”) no painel.',
  },
  /** What stands between a shop and its shoppers. */
  readiness: {
    published: 'A loja está publicada.',
    notPublished: 'A loja não está publicada: os clientes ainda não a veem.',
    contact: 'A loja tem WhatsApp ou Instagram para os clientes falarem com ela.',
    noContact: 'A loja não tem WhatsApp nem Instagram: os clientes não têm como falar com ela.',
    photo: 'Há produtos com foto na vitrine.',
    noPhoto: 'Nenhum produto tem foto: a vitrine aparece sem imagens.',
    publishNoContact: 'A loja não tem WhatsApp nem Instagram: os clientes não terão como falar com ela. Confirme para publicar mesmo assim.',
  },
  http: {
    invalidJson: 'JSON inválido no corpo da requisição.',
    expectedObject: 'Envie os dados como um objeto JSON, por exemplo {"name": "…"}.',
    invalidCharacters: 'O texto contém um caractere inválido (byte nulo).',
    invalidImageWidth: 'w deve ser uma largura em pixels, de 1 a 4000.',
    unsupportedMediaType: 'Tipo de conteúdo não suportado. Envie application/json.',
    expectedMultipart: 'Envie o arquivo como multipart/form-data.',
    notFound: 'Rota não encontrada.',
    validation: 'Dados inválidos. Verifique os campos destacados.',
    internal: 'Erro interno do servidor. Tente novamente em instantes.',
    unavailable: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
    bodyTooLarge: 'Corpo da requisição muito grande.',
    storeNotFound: 'Loja não encontrada',
    storeRequired: 'Informe a loja (cabeçalho X-Tenant-Subdomain).',
    invalidId: 'Identificador inválido.',
    invalidHost: 'Endereço inválido: o cabeçalho Host não é um nome de domínio.',
  },
  catalogue: {
    availabilityInvalid: 'Disponibilidade deve ser uma de: disponivel, esgotado, oculto.',
    sortInvalid: 'Ordenação deve ser uma de: relevancia, novidades, menor-preco, maior-preco.',
    featuredInvalid: 'Destaque deve ser verdadeiro ou falso.',
    orderIds: 'Envie ids: a lista de identificadores na nova ordem.',
    productOrderInvalid: 'A nova ordem deve conter cada produto da loja exatamente uma vez.',
    categoryOrderInvalid: 'A nova ordem deve conter cada categoria da loja exatamente uma vez.',
    nothingToChange: 'Envie availability ou is_featured.',
    duplicated: 'Cópia criada! Ela está oculta na loja até você mudar a disponibilidade.',
    duplicateFailed: 'Erro ao duplicar produto',
    orderSaved: 'Ordem salva!',
    orderFailed: 'Erro ao salvar a ordem',
    availabilitySaved: 'Disponibilidade atualizada!',
    featuredSaved: 'Destaque atualizado!',
    copySuffix: ' (cópia)',
    soldOut: 'Esgotado',
    featured: 'Destaque',
    askBack: 'Perguntar se vai voltar',
    soldOutNote: 'Este produto está esgotado no momento. Pergunte à loja se ele vai voltar.',
    soldOutMessage: 'Olá! Vi na loja que o produto *{name}* está esgotado. Ele vai voltar? {link}',
    sortBy: 'Ordenar por',
  },
  insight: {
    invalidEvent: 'Evento desconhecido.',
    tooMany: 'Muitos eventos em pouco tempo. Tente novamente em instantes.',
    load: 'Erro ao carregar as visitas da loja',
  },
  /** Money typed by people (contract/money.ts); {label} is the field, a masculine noun ("Preço"). */
  money: {
    required: (label: string) => `${label} é obrigatório.`,
    notNumber: (label: string) => `${label} deve ser um número.`,
    negative: (label: string) => `${label} não pode ser negativo.`,
    invalid: (label: string) => `${label} inválido: escreva só o valor em reais, por exemplo 12,50.`,
    tooManyDecimals: (label: string) => `${label} com casas decimais demais: use no máximo 2 depois da vírgula, por exemplo 12,50.`,
    ambiguous: (label: string, text: string) =>
      `${label} ambíguo: "${text}" pode ser milhar ou centavos. Para milhar escreva ${text},00; para centavos use vírgula, por exemplo 12,50.`,
    foreignFormat: (label: string) => `${label} em formato inválido: use vírgula para os centavos e ponto para o milhar, por exemplo 1.234,56.`,
    tooLarge: (label: string) => `${label} acima do limite permitido (R$ 99.999.999,99).`,
  },
  /** Product options (variants), . */
  variants: {
    tooManyTypes: 'No máximo 2 tipos de opção por produto (por exemplo Tamanho e Cor).',
    typeName: 'Dê um nome a cada tipo de opção, por exemplo Tamanho.',
    typeNameRepeated: (name: string) => `O tipo de opção "${name}" aparece duas vezes.`,
    valuesRequired: (name: string) => `Informe ao menos um valor para ${name}, por exemplo P, M, G.`,
    tooManyValues: (name: string) => `No máximo 20 valores em ${name}.`,
    valueText: 'Cada valor de opção tem de 1 a 40 caracteres.',
    valueRepeated: (name: string, value: string) => `O valor "${value}" aparece duas vezes em ${name}.`,
    combinationsRequired: 'Informe o preço de ao menos uma combinação das opções.',
    noTypes: 'Combinações só existem com tipos de opção: envie options junto.',
    tooManyVariants: 'No máximo 100 combinações por produto.',
    shape: (n: number) => `Cada combinação escolhe ${n === 1 ? 'um valor' : 'um valor de cada tipo de opção'}, na ordem dos tipos.`,
    unknownValue: (value: string, name: string) => `"${value}" não é um valor de ${name}.`,
    combinationRepeated: (label: string) => `A combinação ${label} aparece duas vezes.`,
    /** Storefront: the WhatsApp message names the shopper's choice ({choice}: "Tamanho: M, Cor: Azul"). */
    buyMessage: 'Olá! Tenho interesse no produto *{name}* ({choice}) por {price} / {unit}. Ainda está disponível? {link}',
    soldOutMessage: 'Olá! Vi que o produto *{name}* ({choice}) está esgotado. Vai voltar? {link}',
    from: 'a partir de',
    missing: 'Combinação indisponível',
    /** Storefront, the buy button waits for a choice ({options}: "Tamanho e Cor"). */
    chooseFirst: 'Escolha {options} para comprar.',
    /** The combination on screen is sold out ({choice}: "Tamanho: G, Cor: Preta"); the rest of the product may not be. */
    soldOutNote: 'Combinação esgotada: {choice}. Escolha outra ou pergunte à loja se ela vai voltar.',
  },
  /** A shop owner's first week: contacts, accounts. */
  shopOwner: {
    noContact: 'Informe o WhatsApp ou o Instagram: sem nenhum dos dois, os clientes não têm como falar com a loja e o botão de compra não leva a lugar nenhum.',
  },
  /** One's own account: password change and signing out everywhere. */
  account: {
    currentRequired: 'Informe a senha atual.',
    wrongCurrent: 'A senha atual não confere.',
    samePassword: 'A nova senha deve ser diferente da atual.',
    passwordsDiffer: 'As senhas não coincidem',
    passwordChanged: 'Senha alterada com sucesso! As outras sessões abertas com a senha antiga foram encerradas.',
    loggedOutEverywhere: 'Você saiu de todos os dispositivos.',
    confirmLogoutEverywhere: 'Encerrar a sessão em todos os computadores e celulares, inclusive este? Será preciso entrar de novo.',
  },
  /** products as a spreadsheet (CSV export and import, docs/spreadsheets.md). */
  spreadsheet: {
    /** "Linha 7, preco: Preço inválido…": what an owner finds in the spreadsheet at once. */
    at: (line: number | null, column: string | null, message: string) =>
      line === null ? message : column ? `Linha ${line}, ${column}: ${message}` : `Linha ${line}: ${message}`,
    sendCsv: 'Envie a planilha como um arquivo CSV no corpo da requisição (Content-Type: text/csv).',
    empty: 'A planilha está vazia: falta a linha de cabeçalho (id;slug;nome;categoria;preco;…).',
    unreadable: (line: number | null, reason: string) =>
      `Não foi possível ler a planilha${line ? ` perto da linha ${line}` : ''}: ${reason}. Salve-a de novo como CSV e tente outra vez.`,
    unclosedQuote: 'aspas abertas sem fechar',
    badQuote: 'aspas no meio de uma célula',
    unknownColumn: (name: string, known: string) => `Coluna desconhecida: "${name}". As colunas aceitas são: ${known}.`,
    repeatedColumn: (name: string) => `A coluna "${name}" aparece duas vezes no cabeçalho.`,
    missingColumns: 'O cabeçalho precisa ter ao menos as colunas nome e preco (ou id/slug para atualizar produtos existentes).',
    missingColumnForNew: (column: string) => `falta a coluna ${column} para criar produtos novos (ou informe o id de um produto existente).`,
    tooLarge: (max: string) => `A planilha passa de ${max}. Divida-a em partes menores.`,
    tooManyLines: (max: string) => `A planilha tem mais de ${max} linhas de produtos. Divida-a em partes menores.`,
    lineTooLong: (line: number, max: string) =>
      `A linha ${line} da planilha passa de ${max} caracteres (uma descrição tem no máximo 5.000). Confira se há aspas abertas sem fechar.`,
    tooManyCells: (line: number, max: string) => `A linha ${line} da planilha tem mais de ${max} células. Confira o separador (;) e salve-a de novo como CSV.`,
    noLines: 'A planilha não tem nenhuma linha de produto além do cabeçalho.',
    extraCells: 'a linha tem mais células que o cabeçalho (um ; ou , a mais?).',
    invalidId: 'o id deve ser um número inteiro, como na planilha exportada.',
    unknownId: (id: number) => `nenhum produto desta loja tem o id ${id}. Deixe o id e o slug vazios para criar um produto novo.`,
    unknownSlug: (slug: string) => `nenhum produto desta loja tem o slug "${slug}". Deixe o id e o slug vazios para criar um produto novo.`,
    ambiguousSlug: (slug: string) => `mais de um produto tem o slug "${slug}": use o id para dizer qual.`,
    repeatedProduct: (line: number) => `este produto já aparece na linha ${line}.`,
    priceFromOptions: 'o preço deste produto vem das suas opções (tamanho, cor…): mude-o em preco_combinacao ou no formulário do produto.',
    disagrees: (other: number, here: string, there: string) =>
      `as linhas de um mesmo produto devem repetir o mesmo valor: aqui "${here}", na linha ${other} "${there}".`,
    optionWithoutName: (column: string) => `falta o nome da opção em ${column} (por exemplo Tamanho ou Cor).`,
    optionValueRequired: (name: string) => `informe o valor da opção ${name} desta combinação.`,
    secondWithoutFirst: 'preencha opcao_1_nome antes de opcao_2_nome.',
    combinationWithoutOptions: 'esta coluna é de uma combinação: preencha também opcao_1_nome e opcao_1_valor.',
    optionTypesDiffer: (names: string) => `as opções deste produto são ${names}: use esses nomes (para mudá-los, use o formulário do produto).`,
    combinationPriceRequired: 'informe o preço da combinação nova.',
    categoryRequired: 'informe a categoria (ela é criada se ainda não existir).',
    unitInvalid: (units: string) => `unidade deve ser uma de: ${units}.`,
    availabilityInvalid: 'use disponivel, esgotado ou oculto.',
    featuredInvalid: 'use sim ou não.',
    notImported: (count: number) =>
      `A planilha tem ${count} ${count === 1 ? 'erro' : 'erros'}: nada foi importado. Corrija e importe de novo (a simulação lista cada um).`,
  },
  /** link previews and the link-in-bio page. */
  social: {
    invalidOgShape: 'shape deve ser wide (1200×630) ou square (1200×1200).',
  },
} as const;
