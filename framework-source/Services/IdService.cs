namespace DiceRolling.Services;

/// <summary>
/// Gera identificadores únicos e corrige ids inválidos.
/// </summary>
/// <remarks>
/// Serve à geração e à correção dos ids dos recursos identificáveis
/// (<see cref="DiceRolling.Id.IdentifiableResource.Id"/>). Singleton com construtor privado.
/// </remarks>
/// <example>
/// <code>
/// string id = IdService.Instance.GenerateNewId();
/// IdService.Instance.EnsureValidId(ref id);
/// </code>
/// </example>
public class IdService
{
    private IdService() => throw null;

    /// <summary>Instância única do serviço.</summary>
    public static IdService Instance { get; }

    /// <summary>Gera um novo identificador único.</summary>
    /// <returns>O novo id.</returns>
    public string GenerateNewId() => throw null;

    /// <summary>Garante que o id informado é válido, substituindo-o por um novo quando não for.</summary>
    /// <param name="id">Id verificado; pode ser substituído.</param>
    public void EnsureValidId(ref string id) => throw null;
}
